import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const api = vi.hoisted(() => ({ get: vi.fn() }));
const restoreSession = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: api }));
vi.mock('../../../lib/session/restore.ts', () => ({ restoreSession }));

const { default: MaintenancePage } = await import('./maintenance-page.tsx');
const { serviceIsUp } = await import('../api/health.ts');

/** The machine running the suite may be busy: a step gets a few seconds before it counts as missing. */
const slow = { timeout: 5000 };
const healthy = { data: { status: 'ok', time: '2026-03-04T10:00:00.000Z' } };

beforeEach(() => {
  api.get.mockReset();
  restoreSession.mockClear();
});

describe('serviceIsUp', () => {
  it('is true only when the public health check answers ok', async () => {
    api.get.mockResolvedValueOnce(healthy);
    expect(await serviceIsUp()).toBe(true);
    expect(api.get).toHaveBeenCalledWith('/healthcheck/public', expect.objectContaining({ anonymous: true }));
  });

  it('is false when the check fails or answers something else', async () => {
    api.get.mockRejectedValueOnce(new Error('503'));
    expect(await serviceIsUp()).toBe(false);
    api.get.mockResolvedValueOnce({ data: { status: 'maintenance' } });
    expect(await serviceIsUp()).toBe(false);
  });
});

describe('the maintenance page', () => {
  it('says the service is down, links the status page and keeps checking', async () => {
    api.get.mockRejectedValue(new Error('503'));
    renderWithProviders(<MaintenancePage />, { path: '/maintenance' });
    expect(await screen.findByText("We'll be right back!", {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'status page' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Checking the service...')).toBeInTheDocument();
    expect(restoreSession).not.toHaveBeenCalled();
  });

  it('goes back to sign-in once the service answers', async () => {
    api.get.mockResolvedValue(healthy);
    renderWithProviders(<MaintenancePage />, { path: '/maintenance' });
    expect(await screen.findByTestId('location', {}, slow)).toHaveTextContent(/^\/$/);
    expect(restoreSession).toHaveBeenCalledTimes(1);
  });
});
