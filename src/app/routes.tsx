import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import RootLayout from './layout/RootLayout';
import NotFoundPage from './NotFoundPage';
import RouteGuard from '../features/auth/RouteGuard';

// One chunk per screen (route-level code splitting); RootLayout shows a spinner while one loads.
const HomePage = lazy(() => import('../features/home/HomePage'));
const VideoGalleryPage = lazy(() => import('../features/videos/VideoGalleryPage'));
const GalleryPage = lazy(() => import('../features/gallery/GalleryPage'));
const DevocionarioPage = lazy(() => import('../features/booklets/DevocionarioPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const BookViewerPlaceholderPage = lazy(() => import('../features/books/BookViewerPlaceholderPage'));
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const UserHomePage = lazy(() => import('../features/account/UserHomePage'));
const PurchasesPage = lazy(() => import('../features/account/PurchasesPage'));
const ProfilePage = lazy(() => import('../features/account/ProfilePage'));
const AdminHomePage = lazy(() => import('../features/admin/AdminHomePage'));
const BannerAdminPage = lazy(() => import('../features/admin/BannerAdminPage'));
const VideosAdminPage = lazy(() => import('../features/admin/VideosAdminPage'));
const GalleryAdminPage = lazy(() => import('../features/admin/GalleryAdminPage'));
const BooksAdminPage = lazy(() => import('../features/admin/BooksAdminPage'));
const BookletsAdminPage = lazy(() => import('../features/admin/BookletsAdminPage'));
const ContactInfoAdminPage = lazy(() => import('../features/admin/ContactInfoAdminPage'));
const MessageAdminPage = lazy(() => import('../features/admin/MessageAdminPage'));
const PurchasesAdminPage = lazy(() => import('../features/admin/PurchasesAdminPage'));
const InboxAdminPage = lazy(() => import('../features/admin/InboxAdminPage'));

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
