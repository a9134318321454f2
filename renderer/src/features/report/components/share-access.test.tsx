import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));

const { ShareAccess } = await import('./share-access.tsx');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const analysts = '00000000-0000-4000-8000-0000000000a1';

beforeEach(() => {
  api.get.mockReset();
  api.put.mockReset();
  api.get.mockImplementation(async (url: string) => {
    if (url === '/report/reports/engagement/shares')
      return { data: { results: [{ targetType: 'role', targetId: 'employee', name: 'employee' }] } };
    if (url === '/report/teams') return { data: { results: [] } };
    if (url === '/report/roles')
      return {
        data: {
          results: [
            { id: 'admin', name: 'admin', builtIn: true },
            { id: 'employee', name: 'employee', builtIn: true },
            { id: analysts, name: 'Analysts', builtIn: false },
          ],
        },
      };
    throw new Error(`unexpected GET ${url}`);
  });
  api.put.mockResolvedValue({ data: { results: [] } });
});

describe('share access', () => {
  it('offers the built-in roles in words and the organization’s custom roles by name, and saves the choice', async () => {
    renderWithProviders(<ShareAccess id="engagement" />, { path: '/reports/engagement/share/access' });
    const custom = await screen.findByRole('checkbox', { name: 'Analysts' }, slow);
    expect(screen.getByRole('checkbox', { name: 'Admins' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Employees' })).toBeChecked();
    await userEvent.click(custom);
    await userEvent.click(screen.getByRole('button', { name: 'Save access' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('/report/reports/engagement/shares', {
        shares: [
          { targetType: 'role', targetId: 'employee' },
          { targetType: 'role', targetId: analysts },
        ],
      }),
    );
  });
});
