import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors, contractMessage, serverFieldMessage } from '../../../lib/form-errors.ts';

/**
 * A refused award call in words a person can act on: the server's own message for the refusals
 * this area names (an archived type, a bank without funds, nominating twice: 001 §8 "Other errors
 * show the server message"), the app's usual wording for anything else.
 */
export function awardErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && [403, 404, 409, 422].includes(error.status) && error.message)
    return contractMessage(error.message);
  return errorMessage(error, t);
}

/**
 * Puts a refused send's ValidationError messages under the dialog's fields: `fields` by their own
 * names, `renamed` from the request's name to the form's (`sendTo` is the recipients picker).
 * False when none applied: the caller then shows the refusal as a whole.
 */
export function applyAwardFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  renamed: { from: string; to: Path<T> },
): boolean {
  const mapped = applyServerErrors(error, setError, fields);
  const message = serverFieldMessage(error, renamed.from);
  if (message) setError(renamed.to, { type: 'server', message });
  return mapped || message !== undefined;
}
