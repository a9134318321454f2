import type { TFunction } from 'i18next';
import type { NotificationMessage } from '#shared/contract/notifications';

/**
 * A bell message in the reader's language: its kind's sentence from the catalogue (`kinds.<kind>`,
 * the same sentences the server writes web pushes with), the params filled in. A kind this build
 * does not know yet, or an old row without one, shows the sentence the server wrote.
 */
export function notificationText(
  t: TFunction<'notifications'>,
  message: Pick<NotificationMessage, 'kind' | 'params' | 'message'>,
): string {
  if (!message.kind) return message.message;
  return t(`kinds.${message.kind}`, {
    replace: message.params ?? {},
    defaultValue: message.message,
  }) as string;
}
