import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverMessage } from '../../../lib/form-errors.ts';

/**
 * What to tell a person about a failed check-in call: the server's own sentence for a refusal
 * (not due, not for you, does not exist), in their language; the shared default otherwise.
 */
export function problemOf(error: unknown, t: TFunction): string {
  if (isApiError(error) && [400, 403, 404, 409].includes(error.status)) return serverMessage(error);
  return errorMessage(error, t);
}
