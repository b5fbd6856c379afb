import type { ParseKeys } from 'i18next';

type PageKey = Extract<ParseKeys<'common'>, `pages.${string}`>;

/**
 * The document title of each route (lower-case path, as routes match case-insensitively): a
 * text of common:pages. The home page is the site's name alone; a path not listed is the 404.
 */
const ROUTE_TITLES: Record<string, PageKey | null> = {
  '/': null,
  '/conferencias': 'pages.videos',
  '/galeria': 'pages.gallery',
  '/devocionario': 'pages.booklets',
  '/contacto': 'pages.contact',
  '/seguimiento-libros': 'pages.followUp',
  '/visor-libro': 'pages.bookViewer',
  '/iniciarsesion': 'pages.signIn',
  '/user': 'pages.userHome',
  '/user/compras': 'pages.purchases',
  '/user/configuracion': 'pages.profile',
  '/admin': 'pages.adminHome',
  '/admin/configuracion': 'pages.profile',
  '/admin/banner': 'pages.adminBanner',
  '/admin/conferencias': 'pages.adminVideos',
  '/admin/galeria': 'pages.adminGallery',
  '/admin/libros': 'pages.adminBooks',
  '/admin/devocionario': 'pages.adminBooklets',
  '/admin/contacto': 'pages.adminContact',
  '/admin/mensaje': 'pages.adminMessage',
  '/admin/compras': 'pages.adminPurchases',
  '/admin/mensajes': 'pages.adminInbox',
};

/** The title key of a path: a page's, null for the home page, 'notFound.title' for any other path. */
export function routeTitleKey(pathname: string): PageKey | 'notFound.title' | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return path in ROUTE_TITLES ? ROUTE_TITLES[path] : 'notFound.title';
}
