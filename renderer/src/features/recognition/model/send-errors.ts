import { isAxiosError } from 'axios';
import { type PointsExceptionBody, pointsExceptionBody } from '#shared/contract/points';
import { isApiError } from '../../../lib/api-error.ts';
import { contractMessage, issueMessage, serverMessage } from '../../../lib/form-errors.ts';

export type FormField = 'recipients' | 'message' | 'amount' | 'qualityIds';

/** Where the server's field paths land on the form (001 §8). */
const fieldOfPath: Record<string, FormField> = {
  sendTo: 'recipients',
  message: 'message',
  amount: 'amount',
  qualities: 'qualityIds',
  qualityIds: 'qualityIds',
};

export type SendFailure =
  | { kind: 'exceptions'; details: PointsExceptionBody['details'] }
  | { kind: 'fields'; fields: { field: FormField; message: string }[]; root: string | null }
  | { kind: 'toast'; message: string | null };

/**
 * How a failed send is shown (001 §8): point exceptions open their step; validation errors
 * with a known path go to that field, others to a form-level error; a validation error
 * without any path, and any other error, is a toast with the server's message (null: the
 * generic "Oops. Something went wrong").
 */
export function classifySendError(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'toast', message: null };
  if (error.errorName === 'PointsExceptionError' || error.status === 422) {
    const cause = error.cause;
    const body = isAxiosError(cause) ? cause.response?.data : undefined;
    const parsed = pointsExceptionBody.safeParse(body);
    if (parsed.success) return { kind: 'exceptions', details: parsed.data.details };
  }
  if (error.errorName === 'ValidationError' && error.details.length > 0) {
    const fields: { field: FormField; message: string }[] = [];
    let root: string | null = null;
    for (const detail of error.details) {
      const head = detail.path.split('.')[0] ?? '';
      const field = fieldOfPath[head];
      // In the form's own words: "Keep it to 20,000 characters or fewer.", not zod's.
      const message = issueMessage(detail);
      if (field) fields.push({ field, message });
      else if (detail.path) root ??= message;
    }
    if (fields.length > 0 || root) return { kind: 'fields', fields, root };
    return { kind: 'toast', message: serverMessage(error) };
  }
  if (error.status === 0) return { kind: 'toast', message: null };
  return { kind: 'toast', message: error.status >= 500 ? null : contractMessage(error.message) };
}

/** A card of the exceptions step: its chip says whether points were adjusted or removed. */
export function exceptionChip(type: string): 'adjusted' | 'removed' {
  return type === 'notEligible' ? 'removed' : 'adjusted';
}

/** "Continue sending" shows only when no exception is an error. */
export const canContinue = (details: PointsExceptionBody['details']) =>
  details.exceptions.every((exception) => exception.level !== 'error');
