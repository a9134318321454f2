import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CardList,
  type CardRequest,
  type CardUpdate,
  card,
  cardBackgroundList,
  cardPage,
  contributorList,
  type SignatureRequest,
  type SignatureUpdate,
  signature,
  signatureList,
} from '#shared/contract/card';
import type { CelebrationKind } from '#shared/contract/celebration';
import { memberPage } from '#shared/contract/identity';
import type { FlagRequest } from '#shared/contract/recognition';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every card key starts with 'card', so a change refreshes lists, cards and their signatures. */
export const cardKeys = {
  all: queryKeys.card.all,
  list: (list: CardList) => [...queryKeys.card.cards, 'list', list] as const,
  card: (id: string) => [...queryKeys.card.cards, id] as const,
  signatures: (id: string) => [...queryKeys.card.cards, id, 'signatures'] as const,
  contributors: (id: string) => [...queryKeys.card.cards, id, 'contributors'] as const,
  backgrounds: queryKeys.card.backgrounds,
};

/** One page of a list holds this many cards; the lists are short-lived (a card lives for its day). */
export const cardsPageSize = 100;

export const cardQueries = {
  list: (list: CardList) =>
    queryOptions({
      queryKey: cardKeys.list(list),
      queryFn: async ({ signal }) =>
        cardPage.parse(
          (await apiClient.get('/card/cards', { params: { list, pageSize: cardsPageSize }, signal })).data,
        ),
    }),
  card: (id: string) =>
    queryOptions({
      queryKey: cardKeys.card(id),
      queryFn: async ({ signal }) => card.parse((await apiClient.get(`/card/cards/${id}`, { signal })).data),
    }),
  signatures: (id: string) =>
    queryOptions({
      queryKey: cardKeys.signatures(id),
      queryFn: async ({ signal }) =>
        signatureList.parse((await apiClient.get(`/card/cards/${id}/signatures`, { signal })).data),
    }),
  contributors: (id: string) =>
    queryOptions({
      queryKey: cardKeys.contributors(id),
      queryFn: async ({ signal }) =>
        contributorList.parse((await apiClient.get(`/card/cards/${id}/contributors`, { signal })).data),
    }),
  /** The cards for one member's occasion on one day: the calendar's "sign it or create one". */
  forOccasion: (recipientId: string, occasion: CelebrationKind, deliverOn: string) =>
    queryOptions({
      queryKey: [...queryKeys.card.cards, 'list', 'for', recipientId, occasion, deliverOn] as const,
      queryFn: async ({ signal }) =>
        cardPage.parse(
          (
            await apiClient.get('/card/cards', {
              params: { list: 'all', recipientId, occasion, deliverOn, pageSize: 10 },
              signal,
            })
          ).data,
        ),
    }),
  backgrounds: () =>
    queryOptions({
      queryKey: cardKeys.backgrounds,
      queryFn: async ({ signal }) =>
        cardBackgroundList.parse((await apiClient.get('/card/backgrounds', { signal })).data),
      staleTime: 5 * 60_000,
    }),
  /** Active members by name, for the recipient and the contributors (the directory's search). */
  members: (search: string) =>
    queryOptions({
      queryKey: [...queryKeys.identity.tenantMembers, 'list', 'cards', search] as const,
      queryFn: async ({ signal }) =>
        memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { pageSize: 10, sorting: 'firstName', suspended: false, ...(search ? { search } : {}) },
              signal,
            })
          ).data,
        ),
      staleTime: 30_000,
    }),
};

export function useSaveCard(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CardRequest | CardUpdate) =>
      card.parse(
        id
          ? (await apiClient.patch(`/card/cards/${id}`, body)).data
          : (await apiClient.post('/card/cards', body)).data,
      ),
    onSuccess: (saved) => client.setQueryData(cardKeys.card(saved.id), saved),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/card/cards/${id}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useInviteContributors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, memberIds }: { id: string; memberIds: string[] }) =>
      contributorList.parse((await apiClient.post(`/card/cards/${id}/contributors`, { memberIds })).data),
    onSuccess: (list, { id }) => client.setQueryData(cardKeys.contributors(id), list),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useRemoveContributor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string) => {
      await apiClient.delete(`/card/cards/${id}/contributors/${memberId}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useSign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignatureRequest) =>
      signature.parse((await apiClient.post(`/card/cards/${id}/signatures`, body)).data),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useEditSignature(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ signatureId, changes }: { signatureId: string; changes: SignatureUpdate }) =>
      signature.parse((await apiClient.patch(`/card/cards/${id}/signatures/${signatureId}`, changes)).data),
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

export function useDeleteSignature(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (signatureId: string) => {
      await apiClient.delete(`/card/cards/${id}/signatures/${signatureId}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}

/** Flags a card, or one of its signatures, for the moderators (PUT: flagging twice changes nothing). */
export function useFlag(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (flag: { signatureId: string | null; body: FlagRequest }) => {
      await apiClient.put(
        flag.signatureId
          ? `/card/cards/${id}/signatures/${flag.signatureId}/flags`
          : `/card/cards/${id}/flags`,
        flag.body ?? {},
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.moderation.all }),
  });
}
