import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AwardSendRequest,
  type AwardTypeRequest,
  award,
  awardCommentPage,
  awardPage,
  awardPreview,
  awardType,
  awardTypePage,
  awardTypeRecipientPage,
  myAwardTypesPageSize,
  myNominationPage,
  type NominationRequest,
  nomination,
  nominationPage,
  pointsBankList,
  winnerList,
} from '#shared/contract/award';
import { pageOf } from '#shared/contract/common';
import { type CommentRequest, type FlagRequest, memberDisplay } from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const at = (id: string) => encodeURIComponent(id);

/** Nominee search answers members; extra fields (a tally, an e-mail) are not needed here. */
const memberPage = pageOf(memberDisplay);

/** What the award page and the timeline card ask for (001 §3 embeds). */
export const awardEmbeds =
  'sender,sendTo,badgeUrls,endorsementStats,reactionCounts,comments,ownReaction,recipientCount,ownRecipient';

/**
 * Keys follow the API's paths, so a send or a lifecycle step refreshes with one prefix:
 * ['award'] for this area, plus ['timeline'] and ['points'] that an award changes too.
 */
export const awardKeys = {
  all: queryKeys.award.all,
  myTypes: (nomination: boolean) => ['award', 'awardTypes', 'my', nomination] as const,
  types: (nomination: boolean, archived: string) =>
    ['award', 'awardTypes', 'list', nomination, archived] as const,
  type: (id: string) => ['award', 'awardTypes', 'one', id] as const,
  typeRecipients: (id: string) => ['award', 'awardTypes', 'one', id, 'recipients'] as const,
  nominations: (id: string) => ['award', 'awardTypes', 'one', id, 'nominations'] as const,
  nominees: (id: string, search: string) => ['award', 'awardTypes', 'one', id, 'nominees', search] as const,
  winners: (id: string) => ['award', 'awardTypes', 'one', id, 'winners'] as const,
  preview: (id: string, body: unknown) => ['award', 'awardTypes', 'one', id, 'preview', body] as const,
  award: (id: string) => ['award', 'awards', 'one', id] as const,
  comments: (id: string) => ['award', 'awards', 'one', id, 'comments'] as const,
  received: (memberId: string) => ['award', 'recipients', memberId] as const,
  myNominations: () => ['award', 'nominations', 'my'] as const,
  banks: () => ['points', 'pointsBanks'] as const,
};

export const awardQueries = {
  /** The types the caller may send (or nominate for), 20 a page (001 §9). */
  myTypes: (nomination: boolean) =>
    infiniteQueryOptions({
      queryKey: awardKeys.myTypes(nomination),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        awardTypePage.parse(
          (
            await apiClient.get('/awards/awardTypes/my', {
              params: {
                page: pageParam,
                pageSize: myAwardTypesPageSize,
                nomination,
                embed: 'attachmentUrls,ownNominees',
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** The caller's own nominations with where each stands, newest first (any member may ask). */
  myNominations: () =>
    infiniteQueryOptions({
      queryKey: awardKeys.myNominations(),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        myNominationPage.parse(
          (
            await apiClient.get('/award/nominations/my', {
              params: { page: pageParam, pageSize: 20 },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Every award type of the tenant: admins (award manage or manageNominations) only. */
  types: (nomination: boolean, archived: 'exclude' | 'include') =>
    infiniteQueryOptions({
      queryKey: awardKeys.types(nomination, archived),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        awardTypePage.parse(
          (
            await apiClient.get('/award/awardTypes', {
              params: { page: pageParam, pageSize: 20, nomination, archived, embed: 'stats' },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  type: (id: string) =>
    queryOptions({
      queryKey: awardKeys.type(id),
      queryFn: async ({ signal }) =>
        awardType.parse(
          (
            await apiClient.get(`/award/awardTypes/${at(id)}`, {
              params: { embed: 'attachmentUrls,stats,ownNominees' },
              signal,
            })
          ).data,
        ),
    }),
  typeRecipients: (id: string) =>
    infiniteQueryOptions({
      queryKey: awardKeys.typeRecipients(id),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        awardTypeRecipientPage.parse(
          (
            await apiClient.get(`/award/awardTypes/${at(id)}/recipients`, {
              params: { page: pageParam },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  nominations: (id: string) =>
    infiniteQueryOptions({
      queryKey: awardKeys.nominations(id),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        nominationPage.parse(
          (
            await apiClient.get(`/award/awardTypes/${at(id)}/nominations`, {
              params: { page: pageParam, pageSize: 100 },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Members the caller may still nominate: the server hides ineligible and already nominated. */
  nominees: (id: string, search: string) =>
    queryOptions({
      queryKey: awardKeys.nominees(id, search),
      queryFn: async ({ signal }) =>
        memberPage.parse(
          (
            await apiClient.get(`/award/awardTypes/${at(id)}/nominees`, {
              params: { search: search || undefined, pageSize: 10 },
              signal,
            })
          ).data,
        ).results,
      staleTime: 10_000,
    }),
  winners: (id: string) =>
    queryOptions({
      queryKey: awardKeys.winners(id),
      queryFn: async ({ signal }) =>
        winnerList.parse((await apiClient.get(`/award/awardTypes/${at(id)}/winners`, { signal })).data)
          .results,
    }),
  preview: (id: string, body: { amount: number; sendTo: AwardSendRequest['sendTo'] }) =>
    queryOptions({
      queryKey: awardKeys.preview(id, body),
      queryFn: async ({ signal }) =>
        awardPreview.parse(
          (
            await apiClient.post(
              `/awards/awardTypes/${at(id)}/preview`,
              { ...body, awardTypeId: id },
              { signal },
            )
          ).data,
        ),
      staleTime: 10_000,
    }),
  award: (id: string) =>
    queryOptions({
      queryKey: awardKeys.award(id),
      queryFn: async ({ signal }) =>
        award.parse(
          (await apiClient.get(`/award/awards/${at(id)}`, { params: { embed: awardEmbeds }, signal })).data,
        ),
    }),
  comments: (id: string) =>
    infiniteQueryOptions({
      queryKey: awardKeys.comments(id),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        awardCommentPage.parse(
          (await apiClient.get(`/award/awards/${at(id)}/comments`, { params: { page: pageParam }, signal }))
            .data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  /** Awards the member received, newest first, 20 a page. */
  received: (memberId: string) =>
    infiniteQueryOptions({
      queryKey: awardKeys.received(memberId),
      initialPageParam: 1,
      queryFn: async ({ pageParam, signal }) =>
        awardPage.parse(
          (
            await apiClient.get('/award/recipients', {
              params: {
                recipientIdIn: memberId,
                page: pageParam,
                pageSize: myAwardTypesPageSize,
                embed: 'sender,badgeUrls,ownRecipient',
              },
              signal,
            })
          ).data,
        ),
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  banks: () =>
    queryOptions({
      queryKey: awardKeys.banks(),
      queryFn: async ({ signal }) =>
        pointsBankList.parse((await apiClient.get('/points/pointsBanks', { signal })).data).results,
    }),
};

/** An award moves points, lists and the timeline: all of them are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.award.all }),
      client.invalidateQueries({ queryKey: ['awards'] }),
      client.invalidateQueries({ queryKey: queryKeys.points.all }),
      client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
    ]);
}

export function useSendAward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: AwardSendRequest) =>
      award.parse((await apiClient.post('/award/awards', body)).data),
    onSuccess: () => refresh(),
  });
}

export function useNominate(awardTypeId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: NominationRequest) =>
      nomination.parse((await apiClient.post(`/award/awardTypes/${at(awardTypeId)}/nominations`, body)).data),
    onSuccess: () => refresh(),
  });
}

export function useSaveAwardType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: AwardTypeRequest }) =>
      awardType.parse(
        (id
          ? await apiClient.put(`/award/awardTypes/${at(id)}`, body)
          : await apiClient.post('/award/awardTypes', body)
        ).data,
      ),
    onSuccess: () => refresh(),
  });
}

export type LifecycleAction = 'start' | 'end' | 'extend' | 'finalize' | 'archive' | 'unarchive' | 'clone';

/** start, end, extend, finalize, archive, unarchive and clone: one POST each on the type. */
export function useLifecycle(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ action, body }: { action: LifecycleAction; body?: unknown }) =>
      awardType.parse((await apiClient.post(`/award/awardTypes/${at(id)}/${action}`, body ?? {})).data),
    onSuccess: () => refresh(),
  });
}

export function useWinner(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ memberId, add }: { memberId: string; add: boolean }) => {
      if (add) await apiClient.post(`/award/awardTypes/${at(id)}/winners`, { memberId });
      else await apiClient.delete(`/award/awardTypes/${at(id)}/winners/${at(memberId)}`);
    },
    onSuccess: () => refresh(),
  });
}

/** The nominations of a round as a CSV file (POST …/nominations/export answers the file). */
export async function exportNominations(id: string): Promise<Blob> {
  const response = await apiClient.post(
    `/award/awardTypes/${at(id)}/nominations/export`,
    {},
    { responseType: 'blob' },
  );
  return response.data as Blob;
}

export function useReactToAward(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (reaction: string | null) => {
      if (reaction) await apiClient.put(`/award/awards/${at(id)}/reactions`, { reaction });
      else await apiClient.delete(`/award/awards/${at(id)}/reactions`);
    },
    onSuccess: () => refresh(),
  });
}

export function useEndorseAward(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (amount: number) => {
      await apiClient.post(`/award/awards/${at(id)}/endorsements`, { amount });
    },
    onSuccess: () => refresh(),
  });
}

export function useCommentOnAward(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CommentRequest) => {
      await apiClient.post(`/award/awards/${at(id)}/comments`, body);
    },
    onSuccess: () => refresh(),
  });
}

/** Flags a comment on the award for moderators (the comments queue), with the member's reason, if any. */
export function useFlagAwardComment(id: string) {
  return useMutation({
    mutationFn: async (flag: { commentId: string; body: FlagRequest }) => {
      await apiClient.put(`/award/awards/${at(id)}/comments/${at(flag.commentId)}/flags`, flag.body);
    },
  });
}

/** Flags the award for moderators (with the member's reason, if any), or withdraws the flag (null). */
export function useFlagAward(id: string) {
  return useMutation({
    mutationFn: async (flag: { body: FlagRequest } | null) => {
      if (flag) await apiClient.put(`/award/awards/${at(id)}/flags`, flag.body ?? {});
      else await apiClient.delete(`/award/awards/${at(id)}/flags`);
    },
  });
}
