import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { screen, type Screen } from './lazyScreen';
import RootLayout from './layout/RootLayout';
import NotFoundPage from './NotFoundPage';
import RouteGuard from '../features/auth/RouteGuard';

// One chunk per screen (route-level code splitting; the home screen sits in the first-load
// chunk, see vite.config.ts); RootLayout shows a spinner while one loads.
const HomePage = screen(() => import('../features/home/HomePage'), ['home']);
const VideoGalleryPage = screen(() => import('../features/videos/VideoGalleryPage'), ['videos']);
const GalleryPage = screen(() => import('../features/gallery/GalleryPage'), ['gallery']);
const DevocionarioPage = screen(() => import('../features/booklets/DevocionarioPage'), ['booklets']);
const ContactPage = screen(() => import('../features/contact/ContactPage'), ['contact']);
const BookViewerPlaceholderPage = screen(() => import('../features/books/BookViewerPlaceholderPage'), ['books']);
const SignInPage = screen(() => import('../features/auth/SignInPage'), ['logIn', 'createAcount']);
const UserHomePage = screen(() => import('../features/account/UserHomePage'), ['clientHome']);
const PurchasesPage = screen(() => import('../features/account/PurchasesPage'), ['account']);
const ProfilePage = screen(() => import('../features/account/ProfilePage'), ['account']);
const AdminHomePage = screen(() => import('../features/admin/AdminHomePage'), ['admin']);
const BannerAdminPage = screen(() => import('../features/admin/banner/BannerAdminPage'), ['admin']);
const VideosAdminPage = screen(() => import('../features/admin/videos/VideosAdminPage'), ['admin']);
const GalleryAdminPage = screen(() => import('../features/admin/gallery/GalleryAdminPage'), ['admin']);
const BooksAdminPage = screen(() => import('../features/admin/books/BooksAdminPage'), ['admin']);
const BookletsAdminPage = screen(() => import('../features/admin/booklets/BookletsAdminPage'), ['admin']);
const ContactInfoAdminPage = screen(() => import('../features/admin/contact/ContactInfoAdminPage'), ['admin']);
const MessageAdminPage = screen(() => import('../features/admin/message/MessageAdminPage'), ['admin']);
const PurchasesAdminPage = screen(() => import('../features/admin/purchases/PurchasesAdminPage'), ['admin']);
const InboxAdminPage = screen(() => import('../features/admin/inbox/InboxAdminPage'), ['admin']);

/** The route table of specification section 2 (paths are case-insensitive, as react-router matches them). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'conferencias', element: <VideoGalleryPage /> },
      { path: 'galeria', element: <GalleryPage /> },
      { path: 'devocionario', element: <DevocionarioPage /> },
      { path: 'contacto', element: <ContactPage /> },
      { path: 'visor-libro', element: <BookViewerPlaceholderPage /> },
      { path: 'IniciarSesion', element: <SignInPage /> },
      {
        element: <RouteGuard />,
        children: [
          { path: 'user', element: <UserHomePage /> },
          { path: 'user/compras', element: <PurchasesPage /> },
          { path: 'user/configuracion', element: <ProfilePage /> },
          { path: 'admin', element: <AdminHomePage /> },
          { path: 'admin/configuracion', element: <ProfilePage /> },
          { path: 'admin/banner', element: <BannerAdminPage /> },
          { path: 'admin/conferencias', element: <VideosAdminPage /> },
          { path: 'admin/galeria', element: <GalleryAdminPage /> },
          { path: 'admin/libros', element: <BooksAdminPage /> },
          { path: 'admin/devocionario', element: <BookletsAdminPage /> },
          { path: 'admin/contacto', element: <ContactInfoAdminPage /> },
          { path: 'admin/mensaje', element: <MessageAdminPage /> },
          { path: 'admin/compras', element: <PurchasesAdminPage /> },
          { path: 'admin/mensajes', element: <InboxAdminPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The screen a path opens, so the page can start loading its code and texts before rendering. */
export function screenAt(pathname: string): Screen | undefined {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(leaf)) return undefined;
  const type = leaf.type as Partial<Screen>;
  return typeof type.preload === 'function' && type.namespaces ? (type as Screen) : undefined;
}
