import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AllocationSource } from '#shared/contract/points';
import { sourceForm, sourceFormValues, sourceUpdateOf } from './source-form.ts';

const t = ((key: string) => key) as unknown as TFunction;
const design = '00000000-0000-4000-8000-000000000002';
const source = (id: AllocationSource['id']): AllocationSource => ({
  id,
  enabled: true,
  amount: 100,
  resetFrequency: id === 'allocation' ? 'month' : 'never',
  teams: [{ teamId: design, teamName: 'Design', amount: 150 }],
  updatedAt: null,
});

describe('the allocation source form', () => {
  it("sends the allocation's team amounts as edited", () => {
    const allocation = source('allocation');
    const values = sourceFormValues(allocation);
    expect(values.teams).toEqual([{ teamId: design, teamName: 'Design', amount: '150' }]);
    const edited = sourceForm(t).parse({ ...values, teams: [{ ...values.teams[0], amount: ' 220 ' }] });
    expect(sourceUpdateOf(allocation, edited)).toEqual({
      enabled: true,
      amount: 100,
      resetFrequency: 'month',
      teams: [{ teamId: design, amount: 220 }],
    });
    expect(sourceUpdateOf(allocation, sourceForm(t).parse({ ...values, teams: [] })).teams).toEqual([]);
  });

  it('refuses a team amount that is not a whole number', () => {
    const values = sourceFormValues(source('allocation'));
    const result = sourceForm(t).safeParse({ ...values, teams: [{ ...values.teams[0], amount: '2.5' }] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['teams', 0, 'amount'],
      message: 'form.amountWhole',
    });
  });

  it('sends the team amounts of celebration points, which never reset', () => {
    const birthday = source('birthday');
    const input = sourceFormValues(birthday);
    const values = sourceForm(t).parse({ ...input, resetFrequency: 'year' });
    expect(sourceUpdateOf(birthday, values)).toMatchObject({
      resetFrequency: 'never',
      teams: [{ teamId: design, amount: 150 }],
    });
    expect(sourceUpdateOf(birthday, sourceForm(t).parse({ ...input, teams: [] })).teams).toEqual([]);
  });

  it("keeps the teams of the banks' top-up, which has none to edit", () => {
    const bank = source('pointsBank');
    const values = sourceForm(t).parse({ ...sourceFormValues(bank), teams: [] });
    expect(sourceUpdateOf(bank, values).teams).toEqual([{ teamId: design, amount: 150 }]);
  });
});
