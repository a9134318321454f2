import { queryOptions } from '@tanstack/react-query';
import {
  type TvItem,
  type TvItemType,
  tvContentPaths,
  tvContentStaleMs,
  tvDisplay,
  tvItemList,
} from '#shared/contract/tv';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The screen calls anonymously: a session stored in the same browser is neither sent nor
 * cleared by the token's 401 (the screen handles that itself, see tv-display-page.tsx).
 */
const publicCall = { anonymous: true, ownsUnauthorized: true } as const;

export const tvDisplayKeys = {
  all: (token: string) => ['tv', 'display', token] as const,
  display: (token: string) => [...tvDisplayKeys.all(token), 'config'] as const,
  content: (token: string, itemTypes: readonly TvItemType[]) =>
    [...tvDisplayKeys.all(token), 'content', [...itemTypes].sort().join(',')] as const,
};

/**
 * Not shown in the spec: the screen asks after its link every five minutes, so a revoked or
 * regenerated link leaves the screen within minutes rather than at the end of a long deck.
 */
export const tvLinkCheckMs = 5 * 60 * 1000;

export const tvDisplayQueries = {
  display: (token: string) =>
    queryOptions({
      queryKey: tvDisplayKeys.display(token),
      staleTime: tvContentStaleMs,
      refetchInterval: tvLinkCheckMs,
      refetchIntervalInBackground: true,
      queryFn: async ({ signal }) =>
        tvDisplay.parse(
          (await apiClient.get(`/tv/display/${encodeURIComponent(token)}`, { ...publicCall, signal })).data,
        ),
    }),
  /** Every item type the link shows, from each type's TV call, newest first. */
  content: (token: string, itemTypes: readonly TvItemType[]) =>
    queryOptions({
      queryKey: tvDisplayKeys.content(token, itemTypes),
      staleTime: tvContentStaleMs,
      queryFn: async ({ signal }): Promise<TvItem[]> => {
        const lists = await Promise.all(
          itemTypes.map(
            async (type) =>
              tvItemList.parse(
                (await apiClient.get(tvContentPaths[type](token), { ...publicCall, signal })).data,
              ).results,
          ),
        );
        return lists.flat();
      },
    }),
};
