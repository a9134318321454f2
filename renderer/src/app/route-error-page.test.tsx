import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../lib/i18n.ts';
import { RouteErrorPage } from './route-error-page.tsx';

function Crash(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

const renderCrash = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/points', Component: Crash, ErrorBoundary: RouteErrorPage }], {
          initialEntries: ['/points?tab=1'],
        })}
      />
    </QueryClientProvider>,
  );

describe('RouteErrorPage', () => {
  it('says what happened in the reader’s language, where, and the message as the detail', async () => {
    await switchLanguage('de');
    try {
      renderCrash();
      expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
      expect(screen.getByText(/Laden Sie die App neu/)).toBeInTheDocument();
      expect(screen.getByText('/points?tab=1')).toBeInTheDocument();
      expect(screen.getByText('Cannot read properties of undefined (reading "name")')).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });
});
