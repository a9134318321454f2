import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/toasts.tsx';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  grants: [] as { name: string; permissions: string[] }[],
}));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: api.get, post: api.post } }));
vi.mock('../../../lib/session/use-permissions.ts', () => ({
  useApps: () => ({ isPending: false, data: api.grants }),
}));

const { FlaggedPage } = await import('./flagged-page.tsx');

const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const member = (n: number, firstName: string, lastName: string) => ({
  id: id(n),
  firstName,
  lastName,
  avatarUrls: null,
  jobTitle: null,
});
const flaggedComment = {
  id: id(1),
  queue: 'comments',
  excerpt: 'Not a kind remark',
  truncated: false,
  hasMedia: false,
  author: member(2, 'Eve', 'Curie'),
  createdAt: '2026-11-20T10:00:00.000Z',
  recognitionId: id(3),
  postPath: `/recognitions/${id(3)}`,
  flagCount: 1,
  lastFlaggedAt: '2026-11-21T10:00:00.000Z',
  flags: [{ member: member(4, 'Sam', 'Okafor'), reason: 'Unkind', createdAt: '2026-11-21T10:00:00.000Z' }],
};
let comments: (Omit<typeof flaggedComment, 'recognitionId'> & { recognitionId: string | null })[] = [];
const admin = ['awardApp', 'cardApp', 'commentApp', 'recognitionApp'].map((name) => ({
  name,
  permissions: ['moderate'],
}));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/content/flagged/:queue',
        element: (
          <>
            <FlaggedPage />
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return router;
}

beforeEach(() => {
  api.grants = admin;
  comments = [flaggedComment];
  api.get.mockReset().mockImplementation(async (url: string) => {
    if (url === '/moderation/flagged/counts')
      return {
        data: {
          awards: 0,
          cards: 0,
          comments: comments.length,
          recognition: 0,
          incentives: 0,
          total: comments.length,
        },
      };
    if (url === '/moderation/flagged/comments') return { data: { results: comments, next: null } };
    if (/^\/moderation\/flagged\/(awards|cards|recognition)$/.test(url))
      return { data: { results: [], next: null } };
    throw new Error(`unexpected GET ${url}`);
  });
  api.post.mockReset().mockImplementation(async () => {
    comments = [];
    return { data: { ok: true } };
  });
});

describe('FlaggedPage', () => {
  it('opens on awards with its empty state and a tab per queue', async () => {
    renderAt('/content/flagged/awards');
    expect(await screen.findByRole('heading', { name: 'No flagged awards' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    for (const name of ['Awards', 'Cards', 'Recognition']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    // The count comes with its own call.
    expect(await screen.findByRole('tab', { name: 'Comments 1 waiting' })).toBeInTheDocument();
  });

  it('sends a member who moderates comments only from awards to comments', async () => {
    api.grants = [{ name: 'commentApp', permissions: ['moderate'] }];
    renderAt('/content/flagged/awards');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/content/flagged/comments'),
    );
    expect(await screen.findByRole('tab', { name: 'Comments 1 waiting' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('shows who flagged a comment and why, and removes it only after confirming', async () => {
    const user = userEvent.setup();
    renderAt('/content/flagged/comments');
    const list = await screen.findByRole('list', { name: 'Flagged comments' });
    expect(within(list).getByRole('heading', { name: 'Comment by Eve Curie' })).toBeInTheDocument();
    expect(within(list).getByText('Not a kind remark')).toBeInTheDocument();
    expect(within(list).getByText('Flagged 1 time')).toBeInTheDocument();
    expect(within(list).getByText(/Sam Okafor/)).toBeInTheDocument();
    expect(within(list).getByText('“Unkind”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove comment by Eve Curie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this comment?' });
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(`/moderation/flagged/comments/${id(1)}/remove`),
    );
    expect(await screen.findByRole('heading', { name: 'No flagged comments' })).toBeInTheDocument();
  });

  it("opens a comment's thread: the recognition, or the award it was left on", async () => {
    const onAward = {
      ...flaggedComment,
      id: id(5),
      author: member(6, 'Max', 'Planck'),
      recognitionId: null,
      postPath: `/award/${id(7)}`,
    };
    comments = [flaggedComment, onAward];
    renderAt('/content/flagged/comments');
    const list = await screen.findByRole('list', { name: 'Flagged comments' });
    expect(within(list).getByRole('link', { name: 'Open the recognition' })).toHaveAttribute(
      'href',
      `/recognitions/${id(3)}`,
    );
    expect(within(list).getByRole('link', { name: 'Open the award' })).toHaveAttribute(
      'href',
      `/award/${id(7)}`,
    );
  });

  it('keeps a comment at once', async () => {
    const user = userEvent.setup();
    renderAt('/content/flagged/comments');
    await user.click(await screen.findByRole('button', { name: 'Keep comment by Eve Curie' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`/moderation/flagged/comments/${id(1)}/keep`));
    expect(await screen.findByRole('heading', { name: 'No flagged comments' })).toBeInTheDocument();
  });
});
