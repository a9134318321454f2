import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

export const router = createBrowserRouter(appRoutes);

/** The maintenance handler (000 §4): any 503 opens the maintenance screen, once. */
export function goToMaintenance(): void {
  if (router.state.location.pathname !== '/maintenance') void router.navigate('/maintenance');
}
