import type { Recognition } from '#shared/contract/recognition';

/** A draft card reads "Scheduled" when it has a send time, otherwise "Draft" (001 §2). */
export const draftLabel = (item: Pick<Recognition, 'scheduledAt'>): 'scheduled' | 'draft' =>
  item.scheduledAt ? 'scheduled' : 'draft';

/** The "In progress" tab shows only with the permission and at least one draft. */
export const showInProgressTab = (canCreate: boolean, draftCount: number | undefined) =>
  canCreate && (draftCount ?? 0) > 0;

/** Where the dialog goes from the drafts view once no draft remains: the send view. */
export const afterDraftsEmpty = (canCreate: boolean) => (canCreate ? '/recognition/send' : '/home');
