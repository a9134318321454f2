import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** A failed share, send or schedule in words: the field it was about, else the general message. */
export function shareError(error: unknown, t: TFunction): string {
  const path = isApiError(error) ? (error.details[0]?.path ?? '') : '';
  const field = path.split('.')[0] ?? '';
  const keys: Record<string, string> = {
    memberIds: 'share.errors.recipients',
    emails: 'share.errors.emails',
    shares: 'share.errors.shares',
    day: 'share.errors.day',
    time: 'share.errors.time',
    view: 'share.errors.view',
  };
  const key = keys[field];
  return key ? t(key) : errorMessage(error, t);
}
