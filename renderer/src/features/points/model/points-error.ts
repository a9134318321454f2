import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { contractMessage } from '../../../lib/form-errors.ts';

/**
 * A refused points change (a second reversal, removing more than the balance, a disabled fund)
 * is a 409 whose sentence says what to do: shown as the server wrote it, in the reader's language.
 */
export function pointsErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.errorName === 'ConflictError') return contractMessage(error.message);
  return errorMessage(error, t);
}
