import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { gifPage, gifPageSize, gifSettings } from '#shared/contract/gif';
import { apiClient } from '../lib/api-client.ts';

/** The language sent to the provider: the catalog's base language when it has the right shape. */
export const gifLanguage = (language: string) => {
  const base = language.split('-')[0]?.toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(base) ? base : 'en';
};

/** GIF search through the server (001 §7): whether it is configured, then trending or search pages. */
export const gifQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['gif', 'settings'],
      queryFn: async ({ signal }) =>
        gifSettings.parse((await apiClient.get('/gif/settings', { signal })).data),
      staleTime: 5 * 60_000,
    }),
  /** Trending without `search`, search results with it; `next` is the provider offset of the next page. */
  gifs: (search: string, lang: string) =>
    infiniteQueryOptions({
      queryKey: ['gif', 'gifs', { search, lang }],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        gifPage.parse(
          (
            await apiClient.get('/gif/gifs', {
              params: { ...(search ? { q: search, lang } : {}), offset: pageParam, limit: gifPageSize },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 5 * 60_000,
    }),
};
