import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

/** A check-in of the category is due; `questions` says how many it asks. */
export const checkInReminderKind = notificationKind(
  'check-in.reminder',
  { category: z.string(), questions: z.number().int().min(0) },
  {
    en: 'Your {{category}} check-in is waiting (questions to go: {{questions}})',
    de: 'Ihr Check-in „{{category}}“ wartet (offene Fragen: {{questions}})',
  },
);

export const checkInNotificationKinds = [checkInReminderKind];
