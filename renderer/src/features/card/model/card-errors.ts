import type { TFunction } from 'i18next';
import { cardTexts } from '#shared/contract/card';
import { fileTooLargeMessage } from '#shared/contract/uploads';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { contractMessage, issueMessage } from '../../../lib/form-errors.ts';

const known = new Set<string>([...Object.values(cardTexts), fileTooLargeMessage]);

/**
 * What to tell a person about a failed card call: the server's own sentence when it is one of the
 * contract's (signing twice, a suspended recipient, not an image ...), in the reader's language;
 * a validation error's first detail; else the app's general message.
 */
export function cardErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (known.has(error.message)) return contractMessage(error.message);
    const detail = error.details[0];
    if (detail && known.has(detail.message)) return contractMessage(detail.message);
    if (detail) return issueMessage(detail);
  }
  return errorMessage(error, t);
}
