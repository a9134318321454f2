import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { applyAwardFieldErrors } from './award-errors.ts';

type Form = { recipients: string[]; amount: number; message: string };
const renamed = { from: 'sendTo', to: 'recipients' } as const;
const refusal = (...paths: string[]) =>
  new ApiError(400, {
    name: 'ValidationError',
    message: 'Invalid',
    details: paths.map((path) => ({ type: 'custom', path, message: `Check ${path}` })),
  });

describe('applyAwardFieldErrors', () => {
  it('puts field messages under their fields and the request-only name under the renamed one', () => {
    const setError = vi.fn();
    expect(
      applyAwardFieldErrors<Form>(refusal('message', 'sendTo.0'), setError, ['amount', 'message'], renamed),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith('message', { type: 'server', message: 'Check message' });
    expect(setError).toHaveBeenCalledWith('recipients', { type: 'server', message: 'Check sendTo.0' });
  });

  it('answers false when nothing belongs to a field, so the dialog shows the refusal as a whole', () => {
    const setError = vi.fn();
    expect(
      applyAwardFieldErrors<Form>(refusal('awardTypeId'), setError, ['amount', 'message'], renamed),
    ).toBe(false);
    expect(applyAwardFieldErrors<Form>(new ApiError(409, null), setError, ['amount'], renamed)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
