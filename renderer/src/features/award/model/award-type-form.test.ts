import { describe, expect, it } from 'vitest';
import { awardTypeRequest } from '#shared/contract/award';
import {
  awardTypeForm as awardTypeFormIn,
  awardTypeRequestOf,
  emptyAwardTypeForm,
  fromWindowInput,
  toWindowInput,
} from './award-type-form.ts';

// The member's zone, whatever the browser's.
const zone = 'Europe/Berlin';
const awardTypeForm = awardTypeFormIn(zone);
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
    const body = awardTypeRequestOf(form, zone);
    expect(body).toMatchObject({
      pinForDays: 7,
      candidates: ['00000000-0000-4000-8000-000000000001'],
      nominators: [],
      // 9:00 in Berlin in winter; 17:00 on the 31st is summer time.
      nominationStartAt: '2026-03-01T08:00:00.000Z',
      nominationEndAt: '2026-03-31T15:00:00.000Z',
    });
    expect(awardTypeRequestOf(form, 'America/New_York').nominationStartAt).toBe('2026-03-01T14:00:00.000Z');
    expect(awardTypeRequest.safeParse(body).success).toBe(true);
    expect(awardTypeRequestOf({ ...form, pinForDays: '0' }, zone).pinForDays).toBeNull();
  });

  it("orders the window by its instants on the member's wall clock", () => {
    // 25 October 2026 in Berlin: 2:00–3:00 happens twice; a typed time is its first pass.
    const form = { ...emptyAwardTypeForm(true), name: 'x', nominationStartAt: '2026-10-25T02:45' };
    expect(messages(awardTypeForm.safeParse({ ...form, nominationEndAt: '2026-10-25T02:15' }))).toEqual([
      'nominationEndAt: The window must close after it opens',
    ]);
    expect(awardTypeForm.safeParse({ ...form, nominationEndAt: '2026-10-25T03:00' }).success).toBe(true);
    expect(
      awardTypeFormIn('Asia/Tokyo').safeParse({ ...form, nominationEndAt: '2026-10-25T03:00' }).success,
    ).toBe(true);
  });

  it("shows a saved instant on the member's wall clock and reads it back", () => {
    expect(toWindowInput('2026-03-01T08:30:00.000Z', zone)).toBe('2026-03-01T09:30');
    expect(toWindowInput('2026-03-01T08:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-01T00:30');
    expect(toWindowInput(null, zone)).toBe('');
    expect(fromWindowInput('2026-03-01T09:30', zone)).toBe('2026-03-01T08:30:00.000Z');
    expect(fromWindowInput('', zone)).toBeNull();
  });
});
