import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnnouncementPatch,
  type AnnouncementRequest,
  type AnnouncementStatus,
  announcement,
  announcementPage,
  type EmailPreviewRequest,
  emailPreviewResponse,
  type ParticipantsQuery,
  type ParticipationRequest,
  participantPage,
  reminderResponse,
} from '#shared/contract/announcement';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per page of the list and of the participants. */
export const announcementListPageSize = 20;
export const participantsPageSize = 50;

const path = '/announcement/announcements';
const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
const detailEmbeds = 'createdBy,attachmentUrls,audienceDisplay';

/**
 * Keys under the API's own path: a change here refreshes the list, the detail and (through
 * `['timeline']`) the home timeline's announcement cards.
 */
export const announcementKeys = {
  all: queryKeys.announcement.all,
  list: (status: AnnouncementStatus | 'mine', page: number) =>
    ['announcement', 'announcements', 'list', status, page] as const,
  one: (id: string) => ['announcement', 'announcements', 'one', id] as const,
  participants: (id: string, state: ParticipantsQuery['state'], page: number) =>
    ['announcement', 'announcements', 'one', id, 'participants', state, page] as const,
};

export const announcementQueries = {
  /** A status tab for managers; `mine`: the active announcements the member is in the audience of. */
  list: (status: AnnouncementStatus | 'mine', page: number) =>
    queryOptions({
      queryKey: announcementKeys.list(status, page),
      queryFn: async ({ signal }) =>
        announcementPage.parse(
          (
            await apiClient.get(path, {
              params: {
                ...(status === 'mine' ? { statusIn: 'active', mine: true } : { statusIn: status }),
                page,
                pageSize: announcementListPageSize,
                sorting: status === 'scheduled' ? 'startAt' : '-createdAt',
                embed: 'createdBy',
              },
              signal,
            })
          ).data,
        ),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: announcementKeys.one(id),
      queryFn: async ({ signal }) =>
        announcement.parse((await apiClient.get(one(id), { params: { embed: detailEmbeds }, signal })).data),
    }),
  participants: (id: string, state: ParticipantsQuery['state'], page: number) =>
    queryOptions({
      queryKey: announcementKeys.participants(id, state, page),
      queryFn: async ({ signal }) =>
        participantPage.parse(
          (
            await apiClient.get(`${one(id)}/participants`, {
              params: { state, page, pageSize: participantsPageSize },
              signal,
            })
          ).data,
        ),
      placeholderData: keepPreviousData,
    }),
};

/**
 * Every change refreshes announcements and the timeline that shows them; a deleted one is
 * left out (reading it again would only answer 404 while its page closes).
 */
function useInvalidate() {
  const client = useQueryClient();
  return (deletedId?: string) => {
    return Promise.all([
      client.invalidateQueries({
        queryKey: announcementKeys.all,
        predicate: (query) => !deletedId || query.queryKey[3] !== deletedId,
      }),
      client.invalidateQueries({ queryKey: queryKeys.timeline.all }),
    ]);
  };
}

export function useSaveAnnouncement() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: AnnouncementRequest | AnnouncementPatch }) =>
      announcement.parse(
        input.id
          ? (await apiClient.patch(one(input.id), input.body)).data
          : (await apiClient.post(path, input.body)).data,
      ),
    onSuccess: () => invalidate(),
  });
}

export function useAnnouncementAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: { id: string; action: 'clone' | 'archive' | 'delete' }) => {
      if (input.action === 'delete') {
        await apiClient.delete(one(input.id));
        return null;
      }
      const response =
        input.action === 'clone'
          ? await apiClient.post(`${one(input.id)}/clone`)
          : await apiClient.patch(one(input.id), { status: 'archived' } satisfies AnnouncementPatch);
      return announcement.parse(response.data);
    },
    onSuccess: (_, input) => invalidate(input.action === 'delete' ? input.id : undefined),
  });
}

export function useParticipate(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ParticipationRequest) =>
      announcement.parse((await apiClient.put(`${one(id)}/participation`, body)).data),
    onSuccess: () => invalidate(),
  });
}

export function useSendReminders(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async () => reminderResponse.parse((await apiClient.post(`${one(id)}/reminders`)).data),
    onSuccess: () => invalidate(),
  });
}

export function useEmailPreview() {
  return useMutation({
    mutationFn: async (body: EmailPreviewRequest) =>
      emailPreviewResponse.parse((await apiClient.post(`${path}/emailPreview`, body)).data),
  });
}
