import type { TFunction } from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { switchLanguage } from '../../../lib/i18n.ts';
import { problemOf } from './problem.ts';

const t = ((key: string) => key) as unknown as TFunction;
const refusal = (status: number) =>
  new ApiError(status, { name: 'ConflictError', message: 'This check-in question is not due' });

describe('problemOf', () => {
  afterAll(() => switchLanguage('en'));

  it("tells a refusal in the server's own words", () => {
    for (const status of [400, 403, 404, 409]) {
      expect(problemOf(refusal(status), t)).toBe('This check-in question is not due');
    }
  });

  it('translates the refusal for a German reader', async () => {
    await switchLanguage('de');
    expect(problemOf(refusal(409), t)).toBe('Diese Check-in-Frage ist nicht fällig');
    await switchLanguage('en');
  });

  it('falls back to the shared message when the server failed or could not be reached', () => {
    expect(problemOf(new ApiError(500, { name: 'InternalError', message: 'boom' }), t)).toBe(
      'common:toast.error',
    );
    expect(problemOf(new ApiError(0, null), t)).toBe('common:errors.offline');
    expect(problemOf(new Error('boom'), t)).not.toBe('boom');
  });

  it("names the field's problem when a validation refusal carries one", () => {
    const invalid = new ApiError(400, {
      name: 'ValidationError',
      message: 'Validation failed',
      details: [{ type: 'custom', path: 'name', message: 'Enter a name' }],
    });
    expect(problemOf(invalid, t)).toBe('Enter a name');
  });
});
