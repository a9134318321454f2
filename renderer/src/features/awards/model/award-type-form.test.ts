import { describe, expect, it } from 'vitest';
import { awardTypeRequest } from '#shared/contract/award';
import { awardTypeForm, awardTypeRequestOf, emptyAwardTypeForm, toLocalInput } from './award-type-form.ts';

const bank = '00000000-0000-4000-8000-00000000000b';
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('award type form', () => {
  it('asks for a name, a bank for points, and an ordered window (an open-ended one is fine)', () => {
    const form = { ...emptyAwardTypeForm(true), points: 50 };
    expect(messages(awardTypeForm.safeParse(form))).toEqual([
      'name: Enter a name',
      'budgetItemId: Choose the point bank that pays for the points',
    ]);
    const backwards = {
      ...form,
      name: 'Employee of the quarter',
      budgetItemId: bank,
      nominationStartAt: '2026-03-02T09:00',
      nominationEndAt: '2026-03-01T09:00',
    };
    expect(messages(awardTypeForm.safeParse(backwards))).toEqual([
      'nominationEndAt: The window must close after it opens',
    ]);
  });

  it('refuses negative points with the spec text, and fractional points as not whole', () => {
    const result = awardTypeForm.safeParse({ ...emptyAwardTypeForm(false), name: 'x', points: -1 });
    expect(messages(result)).toEqual(['points: Points must be a positive number']);
    const fraction = awardTypeForm.safeParse({ ...emptyAwardTypeForm(false), name: 'x', points: 2.5 });
    expect(messages(fraction)).toEqual(['points: Points must be a whole number']);
  });

  it('builds a body the contract accepts, with never as null and listed people only when listed', () => {
    const form = awardTypeForm.parse({
      ...emptyAwardTypeForm(true),
      name: 'Quarter',
      points: 100,
      budgetItemId: bank,
      pinForDays: '7',
      nominationStartAt: '2026-03-01T09:00',
      nominationEndAt: '2026-03-31T17:00',
      tenantWideCandidates: false,
      candidates: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Sam' }],
      nominators: [{ id: '00000000-0000-4000-8000-000000000002', name: 'Eve' }],
    });
    const body = awardTypeRequestOf(form);
    expect(body).toMatchObject({
      pinForDays: 7,
      candidates: ['00000000-0000-4000-8000-000000000001'],
      nominators: [],
      nominationStartAt: new Date('2026-03-01T09:00').toISOString(),
    });
    expect(awardTypeRequest.safeParse(body).success).toBe(true);
    expect(awardTypeRequestOf({ ...form, pinForDays: '0' }).pinForDays).toBeNull();
  });

  it('shows a saved instant in the local zone', () => {
    const iso = new Date('2026-03-01T09:30').toISOString();
    expect(toLocalInput(iso)).toBe('2026-03-01T09:30');
    expect(toLocalInput(null)).toBe('');
  });
});
