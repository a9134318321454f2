import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../../lib/api-error.ts';
import { endorseExceptionKey } from './endorse-button.tsx';

/** The error the API client hands over for an answer with this status and body. */
function answered(status: number, data: unknown): unknown {
  const config = { headers: new AxiosHeaders() };
  return toApiError(
    new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    }),
  );
}

const refusal = (type: string) => ({
  name: 'PointsExceptionError',
  message: 'Points exceptions apply',
  details: { exceptions: [{ type, affectedCount: 1, level: 'warning' }], amount: 25, balance: 5 },
});

describe('endorseExceptionKey', () => {
  it('names the reason of a PointsExceptionError', () => {
    expect(endorseExceptionKey(answered(422, refusal('insufficientPoints')))).toBe('endorse.notEnough');
    expect(endorseExceptionKey(answered(422, refusal('restriction')))).toBe('endorse.restriction');
    expect(endorseExceptionKey(answered(422, refusal('notEligible')))).toBe('endorse.notEligible');
  });

  it('leaves other errors to the generic message', () => {
    expect(endorseExceptionKey(answered(409, { name: 'ConflictError', message: 'Already' }))).toBeNull();
    expect(endorseExceptionKey(answered(422, { name: 'PointsExceptionError', message: 'x' }))).toBeNull();
    expect(endorseExceptionKey(new ApiError(0, null))).toBeNull();
    expect(endorseExceptionKey(new Error('boom'))).toBeNull();
  });
});
