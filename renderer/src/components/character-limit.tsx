import { useTranslation } from 'react-i18next';
import { issueMessage } from '../lib/form-errors.ts';

/** Share of a limit from which its counter shows: a person sees it well before the end. */
export const counterFrom = 0.8;

/**
 * A limited text field's counter and message, as props for its Fluent `Field`: from 80 % of the
 * limit the hint reads "1,980 / 2,000"; past the limit the field says so at once ("Keep it to
 * 2,000 characters or fewer."), before any submit. `error` (the form's own message for the
 * field) wins over the limit's. The field itself takes no maxLength: text is never cut silently.
 */
export function useCharacterLimit(
  length: number,
  max: number,
  error?: string,
): { hint?: string; validationMessage?: string } {
  const { t, i18n } = useTranslation('common');
  const number = new Intl.NumberFormat(i18n.language);
  const hint =
    length >= max * counterFrom
      ? t('characterCount', { used: number.format(length), max: number.format(max) })
      : undefined;
  const over =
    length > max ? issueMessage({ code: 'too_big', origin: 'string', maximum: max, message: '' }) : undefined;
  return { hint, validationMessage: error ?? over };
}
