import { type ComponentType, lazy } from 'react';
import { lazyWithRetry } from './lazy-with-retry.ts';

/**
 * A lazily loaded page with the spec's retry and reload guard:
 * `const ProfilePage = lazyPage(() => import('./components/profile-page.tsx'));`
 * The module must export the page as default.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => lazyWithRetry(load));
}

/** The same for a named export: `lazyNamed(() => import('./x.tsx'), 'XPage')`. */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const module = await lazyWithRetry(load);
    return { default: module[name] as ComponentType<object> };
  });
}
