import { AxiosError, AxiosHeaders } from 'axios';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { awardPointsSchema } from '#shared/contract/award';
import { contributorsRequest } from '#shared/contract/card';
import { monthDay, patchMemberRequest } from '#shared/contract/identity';
import { amountSchema } from '#shared/contract/recognition';
import { toApiError } from './api-error.ts';
import { applyServerErrors, issueMessage, serverFieldMessage } from './form-errors.ts';
import { formResolver } from './form-resolver.ts';
import { switchLanguage } from './i18n.ts';

/** A failed call as the API client sees it: an axios error turned into an ApiError. */
function failed(status: number, data: unknown) {
  return toApiError(
    new AxiosError('failed', 'ERR', undefined, undefined, {
      status,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data,
    }),
  );
}

/** n distinct member ids. */
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0] as z.core.$ZodIssue;
};

describe('issueMessage', () => {
  it("words a text limit as a sentence with the field's own limit, never zod's wording", () => {
    const issue = firstIssue(z.string().max(20_000), 'x'.repeat(20_001));
    expect(issue.message).toContain('<=20000');
    expect(issueMessage(issue)).toBe('Keep it to 20,000 characters or fewer.');
    expect(issueMessage(firstIssue(z.string().max(120), 'x'.repeat(121)))).toBe(
      'Keep it to 120 characters or fewer.',
    );
    // A schema's own "Keep it under 4000 characters" reads the same way as every other limit.
    expect(
      issueMessage(firstIssue(z.string().max(4000, { error: 'Keep it under 4000' }), 'x'.repeat(4001))),
    ).toBe('Keep it to 4,000 characters or fewer.');
  });

  it('says what to type for a known format, a birthday that does not exist included', () => {
    expect(issueMessage(firstIssue(monthDay, '13-45'))).toBe(
      'Enter a day that exists, as MM-DD (for example 04-23).',
    );
    expect(issueMessage(firstIssue(z.iso.date(), '2024-02-30'))).toBe('Enter a date.');
  });

  it("keeps a schema's own sentence and replaces only the library's wording", () => {
    expect(issueMessage(firstIssue(z.string().min(1, { error: 'Enter a first name' }), ''))).toBe(
      'Enter a first name',
    );
    expect(issueMessage(firstIssue(z.string().min(1), ''))).toBe('Fill this in.');
    expect(issueMessage(firstIssue(z.string().min(10), 'short'))).toBe('Use at least 10 characters.');
    expect(issueMessage(firstIssue(z.array(z.string()).max(3), ['a', 'b', 'c', 'd']))).toBe(
      'Choose at most 3.',
    );
    expect(issueMessage(firstIssue(z.number().max(10, { error: 'Enter 10 points or less' }), 11))).toBe(
      'Enter 10 points or less',
    );
    expect(issueMessage(firstIssue(z.number(), 'x'))).toBe('Check this value.');
  });

  it("words the server's ValidationError details the same way", () => {
    expect(
      issueMessage({
        type: 'too_big',
        message: 'Too big: expected string to have <=20000 characters',
        maximum: 20_000,
        origin: 'string',
      }),
    ).toBe('Keep it to 20,000 characters or fewer.');
    expect(issueMessage({ type: 'invalid_format', message: 'Invalid', format: 'month-day' })).toBe(
      'Enter a day that exists, as MM-DD (for example 04-23).',
    );
  });
});

describe('a schema sentence in the second language', () => {
  it('reads German from the contract catalogue, the server detail too', async () => {
    await switchLanguage('de');
    try {
      expect(issueMessage({ code: 'too_small', minimum: 1, message: 'Enter a name' })).toBe(
        'Geben Sie einen Namen ein',
      );
      expect(issueMessage({ type: 'custom', message: 'Unknown time zone' })).toBe('Unbekannte Zeitzone');
      // A sentence the catalogue lacks stays as the schema wrote it.
      expect(issueMessage({ type: 'custom', message: 'Something new. With: dots' })).toBe(
        'Something new. With: dots',
      );
      // The award texts (awardTexts), and 2.5 points answered as what is wrong with them.
      expect(issueMessage({ type: 'custom', message: 'Select a recipient' })).toBe(
        'Wählen Sie einen Empfänger aus',
      );
      expect(issueMessage(firstIssue(awardPointsSchema, 2.5))).toBe('Punkte müssen eine ganze Zahl sein');
      // A sentence around a limit: keyed with {{max}}, the limit written the German way.
      expect(issueMessage(firstIssue(amountSchema, 5000))).toBe(
        'Geben Sie eine Punktzahl von höchstens 1.000 ein',
      );
      expect(issueMessage(firstIssue(contributorsRequest, { memberIds: many(101) }))).toBe(
        'Laden Sie höchstens 100 Mitglieder auf einmal ein',
      );
    } finally {
      await switchLanguage('en');
    }
    expect(issueMessage({ code: 'too_small', minimum: 1, message: 'Enter a name' })).toBe('Enter a name');
    expect(issueMessage(firstIssue(awardPointsSchema, 2.5))).toBe('Points must be a whole number');
    expect(issueMessage(firstIssue(amountSchema, 5000))).toBe('Enter a point amount that is 1,000 or less');
  });
});

describe('formResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ jobTitle: string }>;

  it('puts the mapped sentence on each field, and passes valid values through', async () => {
    const resolve = formResolver(z.object({ jobTitle: z.string().trim().max(120) }));
    const bad = await resolve({ jobTitle: 'x'.repeat(125) }, undefined, options);
    expect(bad.errors.jobTitle).toEqual({
      type: 'too_big',
      message: 'Keep it to 120 characters or fewer.',
      ref: undefined,
    });
    const good = await resolve({ jobTitle: '  Lead researcher ' }, undefined, options);
    expect(good).toEqual({ values: { jobTitle: 'Lead researcher' }, errors: {} });
  });
});

describe('server errors on a form', () => {
  const refused = failed(400, {
    name: 'ValidationError',
    message: 'Too big: expected string to have <=120 characters',
    details: [
      {
        type: 'too_big',
        path: 'publicStaffProfile.jobTitle',
        message: 'Too big: expected string to have <=120 characters',
        maximum: 120,
        origin: 'string',
      },
      {
        type: 'invalid_format',
        path: 'publicStaffProfile.birthday',
        message: 'Enter a day that exists, as MM-DD (for example 04-23)',
        format: 'month-day',
      },
    ],
  });

  it('puts each detail on the field it names, in the form’s words', () => {
    const set: Record<string, string | undefined> = {};
    const applied = applyServerErrors(
      refused,
      (name, error) => {
        set[name] = error.message;
      },
      ['jobTitle', 'birthday'],
      'publicStaffProfile',
    );
    expect(applied).toBe(true);
    expect(set).toEqual({
      jobTitle: 'Keep it to 120 characters or fewer.',
      birthday: 'Enter a day that exists, as MM-DD (for example 04-23).',
    });
  });

  it('finds the sentence for one field, and nothing for other failures', () => {
    expect(serverFieldMessage(refused, 'publicStaffProfile.jobTitle')).toBe(
      'Keep it to 120 characters or fewer.',
    );
    expect(serverFieldMessage(refused, 'body')).toBeUndefined();
    expect(serverFieldMessage(failed(409, { name: 'ConflictError', message: 'x' }), 'body')).toBeUndefined();
  });

  it('keeps the birthday rule of the request schema the server applies', () => {
    const birthday = (value: string) =>
      patchMemberRequest.safeParse({ publicStaffProfile: { birthday: value } }).success;
    expect(['01-31', '02-29', '04-30', '12-31'].map(birthday)).toEqual([true, true, true, true]);
    expect(['13-45', '02-30', '04-31', '00-10', '1-2', 'April 23'].map(birthday)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
