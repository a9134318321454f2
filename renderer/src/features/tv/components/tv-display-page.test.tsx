import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TvItem } from '#shared/contract/tv';
import { apiClient } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { platform } from '../../../platform/index.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import TvDisplayPage from './tv-display-page.tsx';

const item = (id: string, recipient: string): TvItem => ({
  id,
  itemType: 'recognition',
  createdAt: '2026-11-20T10:00:00.000Z',
  title: null,
  message: `<p>Thanks <strong>${recipient}</strong></p>`,
  sender: {
    id: '00000000-0000-4000-8000-0000000000aa',
    type: 'tenantMember',
    name: 'Ada Lovelace',
    avatarUrl: null,
    jobTitle: null,
  },
  recipients: [
    {
      id: `${id.slice(0, -2)}bb`,
      type: 'tenantMember',
      name: recipient,
      avatarUrl: null,
      jobTitle: 'Engineer',
    },
  ],
  qualities: [{ id: '00000000-0000-4000-8000-0000000000cc', name: 'Helps others', color: '#107c10' }],
  imageUrl: null,
  gifUrl: null,
  postPath: `/recognitions/${id}`,
});
const display = {
  name: 'Lobby',
  itemTypes: ['recognition'],
  tenantName: 'Acme',
  tenantUrl: 'http://acme.example',
};

function serve(content: TvItem[] | ApiError, link: typeof display | ApiError = display) {
  return vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    const answer = url.startsWith('/tv/display/')
      ? link
      : url.startsWith('/recognition/tv/')
        ? content
        : null;
    if (answer instanceof ApiError) throw answer;
    if (answer === null) throw new ApiError(404, null);
    return { data: Array.isArray(answer) ? { results: answer } : answer } as never;
  });
}

let reported: string[];
beforeEach(() => {
  reported = [];
  vi.spyOn(platform, 'reportDisplayState').mockImplementation((state) => {
    reported.push(state);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('TvDisplayPage', () => {
  it('shows one slide at a time with its words, qualities and both QR codes', async () => {
    const get = serve([
      item('00000000-0000-4000-8000-000000000001', 'Sam Okafor'),
      item('00000000-0000-4000-8000-000000000002', 'Eve Curie'),
    ]);
    renderWithProviders(<TvDisplayPage />, { path: '/tv/watch/:token' });
    expect(await screen.findAllByTestId('tv-featured-recipient')).toHaveLength(2);
    expect(screen.getAllByTestId('tv-slide')).toHaveLength(2);
    expect(screen.getAllByTestId('tv-slide').filter((slide) => slide.dataset.active === 'true')).toHaveLength(
      1,
    );
    expect(screen.getAllByText(/^Thanks (Sam Okafor|Eve Curie)$/)).toHaveLength(2);
    expect(screen.getAllByText('Recognized by Ada Lovelace')).toHaveLength(2);
    expect(
      screen.getByRole('img', { name: 'Recognize someone: http://acme.example/recognition/send' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^View post: http:\/\/acme\.example\/recognitions\/0{8}-/ }),
    ).toBeInTheDocument();
    // Anonymous: no stored session is sent, and a 401 is the screen's own business.
    expect(get).toHaveBeenCalledWith(
      '/recognition/tv/%3Atoken/recognitions',
      expect.objectContaining({ anonymous: true, ownsUnauthorized: true }),
    );
    await waitFor(() => expect(reported).toContain('showing'));
  });

  it('says so when there is nothing to show yet', async () => {
    serve([]);
    renderWithProviders(<TvDisplayPage />, { path: '/tv/watch/:token' });
    expect(await screen.findByText('Nothing to show yet')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Recognize someone: / })).toBeInTheDocument();
  });

  it('goes to login and reports signedOut when the link is refused', async () => {
    serve(
      [],
      new ApiError(401, { name: 'UnauthorizedError', message: 'This TV link is unknown or was revoked' }),
    );
    renderWithProviders(<TvDisplayPage />, { path: '/tv/watch/:token' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(reported).toEqual(['signedOut']);
  });

  it('goes to login on a failed content call too (a browser is no kiosk)', async () => {
    serve(new ApiError(0, null));
    renderWithProviders(<TvDisplayPage />, { path: '/tv/watch/:token' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(reported).toContain('signedOut');
  });
});
