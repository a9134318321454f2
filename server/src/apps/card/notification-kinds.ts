import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

/** The reader was asked to sign a card; `name` asked, `recipient` gets the card. */
export const cardInvitedKind = notificationKind(
  'card.invited',
  { name: z.string(), recipient: z.string() },
  {
    en: '{{name}} invited you to sign a card for {{recipient}}',
    de: '{{name}} hat Sie eingeladen, eine Karte für {{recipient}} zu unterschreiben',
  },
);
export const cardReceivedKind = notificationKind(
  'card.received',
  { title: z.string() },
  { en: 'You received a card: {{title}}', de: 'Sie haben eine Karte erhalten: {{title}}' },
);

export const cardNotificationKinds = [cardInvitedKind, cardReceivedKind];
