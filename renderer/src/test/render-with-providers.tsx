import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastHost } from '../components/toasts.tsx';

// jsdom has no ResizeObserver; Fluent's MessageBar and overflow helpers construct one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Renders `ui` at `path` inside the app's providers (Fluent, react-query without retries, a
 * data router and the toaster). Other paths render their path, so a test can see where a
 * navigation went.
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: CurrentPath },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return { ...result, router, client };
}

function CurrentPath() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
