import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { contractMessage } from '../../../lib/form-errors.ts';

/**
 * A refused incentive call in words a person can act on: the server's own sentence for the
 * refusals this area names (a claim already decided, a short bank, outside the audience), the
 * app's usual wording for anything else.
 */
export function incentiveErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && [400, 403, 404, 409, 413].includes(error.status) && error.message)
    return contractMessage(error.message);
  return errorMessage(error, t);
}

/** The badge of an incentive at the size a card shows. */
export function badgeSrc(urls: { url: string; variants: Record<string, string> } | null, mobile = false) {
  if (!urls) return null;
  return urls.variants[mobile ? 'incentive-badge-mobile' : 'incentive-badge-desktop'] ?? urls.url;
}
