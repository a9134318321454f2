import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../../lib/api-error.ts';
import { canContinue, classifySendError, exceptionChip } from './send-errors.ts';

function failed(status: number, data: unknown) {
  const error = new AxiosError('failed', 'ERR', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });
  return toApiError(error);
}

describe('send errors', () => {
  it('opens the exceptions step with the details of a PointsExceptionError', () => {
    const details = {
      exceptions: [{ type: 'restriction', affectedCount: 1, level: 'warning' }],
      amount: 20,
      balance: 80,
    };
    expect(
      classifySendError(failed(422, { name: 'PointsExceptionError', message: 'exceptions', details })),
    ).toEqual({ kind: 'exceptions', details });
  });

  it('puts validation messages on their fields, unknown paths on the form, no path in a toast', () => {
    const body = {
      name: 'ValidationError',
      message: 'Invalid',
      details: [
        { type: 'custom', path: 'sendTo', message: 'Select a recipient' },
        { type: 'custom', path: 'qualities', message: 'Qualities are required' },
        { type: 'custom', path: 'scheduledAt', message: 'Start date must be in the future' },
      ],
    };
    expect(classifySendError(failed(400, body))).toEqual({
      kind: 'fields',
      fields: [
        { field: 'recipients', message: 'Select a recipient' },
        { field: 'qualityIds', message: 'Qualities are required' },
      ],
      root: 'Start date must be in the future',
    });
    expect(
      classifySendError(
        failed(400, {
          name: 'ValidationError',
          message: 'x',
          details: [{ type: 'c', path: '', message: 'Bad' }],
        }),
      ),
    ).toEqual({ kind: 'toast', message: 'Bad' });
  });

  it("words a too-long message as the form's limit, not the schema library's text", () => {
    const body = {
      name: 'ValidationError',
      message: 'Too big: expected string to have <=20000 characters',
      details: [
        {
          type: 'too_big',
          path: 'message',
          message: 'Too big: expected string to have <=20000 characters',
          maximum: 20_000,
          origin: 'string',
        },
      ],
    };
    expect(classifySendError(failed(400, body))).toEqual({
      kind: 'fields',
      fields: [{ field: 'message', message: 'Keep it to 20,000 characters or fewer.' }],
      root: null,
    });
  });

  it('shows other errors with the server message, unknown ones generically', () => {
    expect(classifySendError(failed(409, { name: 'ConflictError', message: 'Already sent' }))).toEqual({
      kind: 'toast',
      message: 'Already sent',
    });
    expect(classifySendError(new ApiError(500, null))).toEqual({ kind: 'toast', message: null });
    expect(classifySendError(new Error('boom'))).toEqual({ kind: 'toast', message: null });
  });

  it('continues only without error-level exceptions', () => {
    const warn = { type: 'restriction' as const, affectedCount: 1, level: 'warning' as const };
    expect(canContinue({ exceptions: [warn], amount: 1, balance: 1 })).toBe(true);
    expect(canContinue({ exceptions: [warn, { ...warn, level: 'error' }], amount: 1, balance: 1 })).toBe(
      false,
    );
    expect(exceptionChip('notEligible')).toBe('removed');
    expect(exceptionChip('insufficientPoints')).toBe('adjusted');
  });
});
