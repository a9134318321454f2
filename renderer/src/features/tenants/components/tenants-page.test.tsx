import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handoffUrl } from '../../../lib/session/tenant-login.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));

const { default: TenantsPage } = await import('./tenants-page.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const acme = '00000000-0000-4000-8000-0000000000a1';
const tenant = (id: string, name: string) => ({
  id,
  name,
  slug: name.toLowerCase(),
  url: '',
  logoUrls: null,
});
const myTenants = (results: ReturnType<typeof tenant>[]) =>
  api.get.mockImplementation(async (url: string) => {
    if (url === '/identity/tenants/my') return { data: { results } };
    throw new Error(`unexpected GET ${url}`);
  });

beforeEach(() => {
  api.get.mockReset();
  api.post.mockReset();
});

describe('my tenants', () => {
  it('lists the organizations to open, and opening one leaves the others alone', async () => {
    myTenants([tenant(acme, 'Acme'), tenant('00000000-0000-4000-8000-0000000000b2', 'Globex')]);
    api.post.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<TenantsPage />, { path: '/tenants' });
    const list = await screen.findByRole('list', { name: 'My tenants' }, slow);
    expect(list).toBeInTheDocument();
    expect(screen.getByText('Choose the organization to open.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Acme/ }));
    expect(api.post).toHaveBeenCalledWith(`/identity/tenants/${acme}/login`, {});
    await waitFor(() => expect(screen.getByRole('button', { name: /Globex/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Acme/ })).toBeDisabled();
    expect(screen.getByText('Opening...')).toBeInTheDocument();
  });

  it('says what to do without any organization', async () => {
    myTenants([]);
    renderWithProviders(<TenantsPage />, { path: '/tenants' });
    expect(
      await screen.findByText(
        'Your account does not belong to any organization yet. Ask your administrator for an invitation.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });
});

describe('handoffUrl', () => {
  it('carries the page to return to over to the tenant host', () => {
    expect(handoffUrl('https://acme.test/tenant/login?state=s1', '/points')).toBe(
      'https://acme.test/tenant/login?state=s1&next=%2Fpoints',
    );
    expect(handoffUrl('https://acme.test/tenant/login?state=s1', null)).toBe(
      'https://acme.test/tenant/login?state=s1',
    );
  });
});
