import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../lib/api-error.ts';
import { endorseExceptionKey, endorseState } from './endorse-button.tsx';

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

describe('endorseState', () => {
  const person = (id: string) => ({ id, firstName: 'A', lastName: 'B', avatarUrls: null, jobTitle: null });
  const item = {
    sender: person('sender'),
    ownRecipient: null,
    endorsementStats: { count: 0, total: 0, ownAmount: null },
  };

  it('offers Endorse to an onlooker only', () => {
    expect(endorseState(item, 'onlooker')).toBe('offer');
    expect(endorseState(item, 'sender')).toBe('none');
    expect(endorseState({ ...item, ownRecipient: { amount: 0 } }, 'recipient')).toBe('none');
    expect(endorseState(item, undefined)).toBe('none');
  });

  it('shows an onlooker’s own endorsement instead of offering another', () => {
    const endorsed = { ...item, endorsementStats: { count: 1, total: 10, ownAmount: 10 } };
    expect(endorseState(endorsed, 'onlooker')).toBe('endorsed');
  });
});
