import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/**
 * A refused award call in words a person can act on: the server's own message for the refusals
 * this area names (an archived type, a bank without funds, nominating twice: 001 §8 "Other errors
 * show the server message"), the app's usual wording for anything else.
 */
export function awardErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && [403, 404, 409, 422].includes(error.status) && error.message) return error.message;
  return errorMessage(error, t);
}
