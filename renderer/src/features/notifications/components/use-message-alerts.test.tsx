import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

const fake = vi.hoisted(() => ({
  kind: 'desktop' as 'desktop' | 'web',
  badges: [] as number[],
  notified: [] as { title: string; body?: string; onClick?: () => void }[],
  get: vi.fn(),
}));
vi.mock('../../../platform/index.ts', () => ({
  platform: {
    get kind() {
      return fake.kind;
    },
    setBadgeCount: (count: number) => fake.badges.push(count),
    notify: async (notification: (typeof fake.notified)[number]) => {
      fake.notified.push(notification);
      return true;
    },
  },
}));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: fake.get } }));

const { newArrivals, useMessageAlerts } = await import('./use-message-alerts.ts');

/** The unread count as the bell reads it, moved by buttons in place of the server. */
function Probe({ counts }: { counts: number[] }) {
  const [index, setIndex] = useState(0);
  useMessageAlerts(counts[index]);
  return (
    <button type="button" onClick={() => setIndex(index + 1)}>
      next reading
    </button>
  );
}

const message = (n: number) => ({
  id: `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1b${String(n).padStart(2, '0')}`,
  kind: 'recognition.recognized',
  params: { name: `Eve Curie ${n}` },
  // What the server writes for API clients; the alert renders the kind from the catalogue.
  message: `(server text ${n})`,
  resourcePath: `/recognitions/${n}`,
  readAt: null,
  createdAt: new Date().toISOString(),
  fromMemberId: null,
});

describe('newArrivals', () => {
  it('announces only a rise after the first reading, five at most', () => {
    expect(newArrivals(undefined, 3)).toBe(0);
    expect(newArrivals(3, 3)).toBe(0);
    expect(newArrivals(3, 1)).toBe(0);
    expect(newArrivals(1, 3)).toBe(2);
    expect(newArrivals(0, 40)).toBe(5);
  });
});

describe('useMessageAlerts', () => {
  beforeEach(() => {
    fake.kind = 'desktop';
    fake.badges = [];
    fake.notified = [];
    fake.get.mockReset();
  });

  it('in the desktop app, shows new messages as system notifications that open their page', async () => {
    fake.get.mockResolvedValue({ data: { results: [message(2), message(1)], next: null } });
    renderWithProviders(<Probe counts={[1, 3]} />, { path: '/home' });
    expect(fake.notified).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'next reading' }));
    await waitFor(() => expect(fake.notified).toHaveLength(2));
    expect(fake.get).toHaveBeenCalledWith('/notifications/messages/', {
      params: { page: 1, pageSize: 2, sorting: '-createdAt', read: false },
    });
    expect(fake.notified[0]?.body).toBe('Eve Curie 2 recognized you');
    expect(fake.badges).toEqual([1, 3]);
    fake.notified[0]?.onClick?.();
    expect(await screen.findByTestId('location')).toHaveTextContent('/recognitions/2');
  });

  it('in the browser, only mirrors the count on the app badge (web push announces messages)', async () => {
    fake.kind = 'web';
    const view = renderWithProviders(<Probe counts={[0, 4]} />, { path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'next reading' }));
    await waitFor(() => expect(fake.badges).toEqual([0, 4]));
    expect(fake.get).not.toHaveBeenCalled();
    expect(fake.notified).toHaveLength(0);
    view.unmount();
    expect(fake.badges.at(-1)).toBe(0);
  });
});
