import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

const name = z.string();

/** A recognition was published with the reader among its recipients. */
export const recognizedKind = notificationKind(
  'recognition.recognized',
  { name },
  { en: '{{name}} recognized you', de: '{{name}} hat Ihnen eine Anerkennung gesendet' },
);
/** A tenant-wide recognition mentions the reader. */
export const mentionedKind = notificationKind(
  'recognition.mentioned',
  { name },
  { en: '{{name}} mentioned you in a recognition', de: '{{name}} hat Sie in einer Anerkennung erwähnt' },
);
/** Someone commented on a recognition the reader sent. */
export const recognitionCommentedKind = notificationKind(
  'recognition.commented',
  { name },
  { en: '{{name}} commented on your recognition', de: '{{name}} hat Ihre Anerkennung kommentiert' },
);

export const recognitionNotificationKinds = [recognizedKind, mentionedKind, recognitionCommentedKind];
