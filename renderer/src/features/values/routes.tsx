import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const valueForm = () => import('./components/value-form-page.tsx');

/**
 * "Values & qualities" (000 §2 admin routes, Platform set up; recognitionApp createValue):
 * /values lists and orders them, /values/configure adds one, /values/{id}/edit changes one.
 */
export const routes: RouteObject[] = [
  { path: '/values', lazy: named(() => import('./components/values-page.tsx'), 'ValuesPage') },
  { path: '/values/configure', lazy: named(valueForm, 'CreateValuePage') },
  { path: '/values/:id/edit', lazy: named(valueForm, 'EditValuePage') },
];
