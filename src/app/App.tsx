import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import BootScreen from './BootScreen';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export default function App() {
  // The outer Suspense covers the first load of the translation files.
  return (
    <Suspense fallback={<BootScreen />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
