import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

export const announcementPublishedKind = notificationKind(
  'announcement.published',
  { title: z.string() },
  { en: 'New announcement: {{title}}', de: 'Neue Ankündigung: {{title}}' },
);

/** An announcement's manager reminds those who have not acknowledged it yet. */
export const announcementReminderKind = notificationKind(
  'announcement.reminder',
  { title: z.string() },
  { en: 'Reminder: {{title}}', de: 'Erinnerung: {{title}}' },
);

export const announcementNotificationKinds = [announcementPublishedKind, announcementReminderKind];
