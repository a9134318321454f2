import { z } from 'zod';
import {
  type Card,
  type CardRequest,
  type CardUpdate,
  cardRequest,
  contributorsPerRequestMax,
} from '#shared/contract/card';
import { type CelebrationKind, celebrationKind } from '#shared/contract/celebration';
import type { Media } from '#shared/contract/common';
import { i18next } from '../../../lib/i18n.ts';

/** A member as the pickers keep them. */
export type PickedMember = { id: string; name: string; avatarUrls?: Media | null };

/** The background: one of the tenant's library, or an image the creator uploaded for this card. */
export type BackgroundChoice =
  | { kind: 'library'; id: string; url: string }
  | { kind: 'upload'; mediaObjectId: string; url: string };

/** The card-thumbnail variant of a background, else the image itself. */
export const thumbnailOf = (media: Media | null | undefined) =>
  media ? (media.variants['card-thumbnail'] ?? media.url) : undefined;
export const fullsizeOf = (media: Media | null | undefined) =>
  media ? (media.variants['card-fullsize'] ?? media.url) : undefined;

const { title, deliverOn } = cardRequest.shape;

/** Sentences of this form that the contract does not have, read when the form validates. */
const tr = (key: string) => () => i18next.t(`card:form.${key}`);

/** The create and edit form (issue 17 item 3); the contract's limits and sentences apply. */
export const cardForm = z.object({
  recipient: z.array(z.custom<PickedMember>()).length(1, { error: tr('recipientRequired') }),
  occasion: celebrationKind,
  title,
  deliverOn,
  background: z
    .custom<BackgroundChoice | null>()
    .refine((value) => value !== null, { error: 'Choose a background' }),
  contributors: z
    .array(z.custom<PickedMember>())
    .max(contributorsPerRequestMax, { error: `Invite at most ${contributorsPerRequestMax} members at once` }),
});
export type CardForm = z.input<typeof cardForm>;
export type CardFormOutput = z.output<typeof cardForm>;

export const memberName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

/** The form's fields for a new card; the calendar's link may name who, what and when. */
export function newCardForm(prefill: {
  recipient?: PickedMember;
  occasion?: CelebrationKind;
  deliverOn?: string;
  title?: string;
  today: string;
}): CardForm {
  return {
    recipient: prefill.recipient ? [prefill.recipient] : [],
    occasion: prefill.occasion ?? 'birthday',
    title: prefill.title ?? '',
    deliverOn: prefill.deliverOn ?? prefill.today,
    background: null,
    contributors: [],
  };
}

export function cardFormOf(card: Card): CardForm {
  return {
    recipient: [
      { id: card.recipient.id, name: memberName(card.recipient), avatarUrls: card.recipient.avatarUrls },
    ],
    occasion: card.occasion,
    title: card.title,
    deliverOn: card.deliverOn,
    background: card.backgroundId
      ? { kind: 'library', id: card.backgroundId, url: thumbnailOf(card.background) ?? '' }
      : card.background
        ? { kind: 'upload', mediaObjectId: card.background.id, url: thumbnailOf(card.background) ?? '' }
        : null,
    contributors: [],
  };
}

const backgroundFields = (background: BackgroundChoice | null) =>
  background?.kind === 'upload'
    ? { backgroundId: null, mediaObjectId: background.mediaObjectId }
    : { backgroundId: background?.id ?? null, mediaObjectId: null };

export function createBody(form: CardFormOutput): CardRequest {
  return {
    recipientId: form.recipient[0]?.id ?? '',
    occasion: form.occasion,
    title: form.title,
    deliverOn: form.deliverOn,
    ...backgroundFields(form.background),
  };
}

/**
 * The changes of an edit. An uploaded background that is still the card's own is left out: the
 * server takes a new upload's media object, not the one it already holds.
 */
export function updateBody(form: CardFormOutput, card: Card): CardUpdate {
  const background = form.background;
  const unchanged =
    (background?.kind === 'library' && background.id === card.backgroundId) ||
    (background?.kind === 'upload' && background.mediaObjectId === card.background?.id);
  return {
    occasion: form.occasion,
    title: form.title,
    deliverOn: form.deliverOn,
    ...(unchanged ? {} : backgroundFields(background)),
  };
}
