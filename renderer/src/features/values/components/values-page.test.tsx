import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), post: vi.fn(), allowed: true }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, put: api.put, post: api.post } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useHolds: () => api.allowed,
  useApps: () => ({ isPending: false }),
}));

const { ValuesPage } = await import('./values-page.tsx');

const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const value = (n: number, name: string, archivedAt: string | null = null) => ({
  id: id(n),
  name,
  description: '',
  color: '#0f6cbd',
  position: n,
  archivedAt,
  qualities: [{ id: id(n + 5), name: `${name} quality`, valueId: id(n), archivedAt: null }],
});
let values = [
  value(1, 'Customer obsession'),
  value(2, 'Old value', '2026-01-01T00:00:00.000Z'),
  value(3, 'Craft'),
];

beforeEach(() => {
  values = [
    value(1, 'Customer obsession'),
    value(2, 'Old value', '2026-01-01T00:00:00.000Z'),
    value(3, 'Craft'),
  ];
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/recognition/values') return { data: { results: values } };
    if (url === '/recognition/values/settings') return { data: { qualitiesRequired: true } };
    throw new Error(`unexpected GET ${url}`);
  });
  api.put.mockReset().mockImplementation(async (url: string, body: { idIn: string[] }) => {
    expect(url).toBe('/recognition/values/ordering');
    values = body.idIn.map((v) => values.find((x) => x.id === v) as (typeof values)[number]);
    return { data: { results: values } };
  });
  api.post.mockReset();
});

describe('ValuesPage', () => {
  it('lists live values, moves one with its arrow button and keeps the hidden archived one in its slot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ValuesPage />, { path: '/values' });
    const list = await screen.findByRole('list', { name: 'Values in the order senders see them' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Customer obsession', 'Craft']);
    await user.click(screen.getByRole('button', { name: 'Move Craft up' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]?.[1]).toEqual({ idIn: [id(3), id(2), id(1)] });
    expect(await screen.findByText('Craft moved to position 1 of 2')).toBeDefined();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(['Craft', 'Customer obsession']),
    );
  });

  it('shows archived values on request, marked as such', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ValuesPage />, { path: '/values' });
    await screen.findByRole('heading', { name: 'Craft' });
    expect(screen.queryByRole('heading', { name: /Old value/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show archived values' }));
    expect((await screen.findByRole('heading', { name: /Old value/ })).textContent).toContain('Archived');
    expect(screen.getByRole('button', { name: 'Restore Old value' })).toBeDefined();
  });
});
