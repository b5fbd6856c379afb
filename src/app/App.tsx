import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import Spinner from '../components/Spinner';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export default function App() {
  // The outer Suspense covers the first load of the translation files.
  return (
    <Suspense fallback={<Spinner />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
