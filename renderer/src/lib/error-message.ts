import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/**
 * What to tell a person about a failed call: a translated text for the error names the caller
 * knows, the wait of a rate limit, else the spec's default "Oops. Something went wrong!".
 * `known` maps an error name (or `field:<path>` for a validation error on that field) to a key.
 */
export function errorMessage(error: unknown, t: TFunction, known: Record<string, string> = {}): string {
  if (isApiError(error)) {
    const key = known[error.errorName];
    if (key) return t(key);
    const field = error.details[0]?.path;
    const fieldKey = field ? known[`field:${field}`] : undefined;
    if (fieldKey) return t(fieldKey);
    if (error.status === 429) {
      const seconds = Number(/(\d+) seconds?/.exec(error.message)?.[1]);
      return Number.isFinite(seconds)
        ? t('common:errors.rateLimited', { count: seconds })
        : t('common:errors.rateLimitedLater');
    }
    if (error.status === 0) return t('common:errors.offline');
  }
  return t('common:toast.error');
}
