import { describe, expect, it } from 'vitest';
import { nominationBody, nominationForm, parseAmount, sendAwardBody, sendAwardForm } from './award-forms.ts';

const sam = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'tenantMember' as const,
  name: 'Sam',
  avatarUrl: null,
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('send award form (001 §5)', () => {
  it('names every missing piece with the spec texts', () => {
    const result = sendAwardForm.safeParse({ recipients: [], amount: null, message: '  ' });
    expect(messages(result)).toEqual(['Select a recipient', 'Points required', 'Provide a message']);
  });

  it('refuses negative and fractional points and messages over 1000 characters', () => {
    expect(messages(sendAwardForm.safeParse({ recipients: [sam], amount: -5, message: 'x' }))).toEqual([
      'Points must be a positive number',
    ]);
    expect(messages(sendAwardForm.safeParse({ recipients: [sam], amount: 2.5, message: 'x' }))).toEqual([
      'Points must be a whole number',
    ]);
    expect(
      messages(sendAwardForm.safeParse({ recipients: [sam], amount: 5, message: 'x'.repeat(1001) })),
    ).toEqual(['Your message is too long']);
    expect(sendAwardForm.safeParse({ recipients: [sam], amount: 5, message: 'x'.repeat(1000) }).success).toBe(
      true,
    );
  });

  it('sends the message as HTML and the recipients by id and type', () => {
    const form = sendAwardForm.parse({ recipients: [sam], amount: 50, message: ' Great <work> ' });
    expect(sendAwardBody('type-1', form)).toEqual({
      awardTypeId: 'type-1',
      amount: 50,
      message: '<p>Great &lt;work&gt;</p>',
      sendTo: [{ id: sam.id, type: 'tenantMember', name: 'Sam' }],
    });
  });

  it('reads the amount field as a number or nothing', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(' 25 ')).toBe(25);
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1.5')).toBe(1.5);
  });
});

describe('nomination form (001 §5)', () => {
  it('requires a nominee and a reason of at most 1000 characters', () => {
    expect(messages(nominationForm.safeParse({ nominee: null, message: '' }))).toEqual([
      'Nominee is required',
      'Reason is required',
    ]);
    expect(
      messages(nominationForm.safeParse({ nominee: { id: sam.id, name: 'Sam' }, message: 'x'.repeat(1001) })),
    ).toEqual(['Message should not be more than 1000 characters']);
  });

  it('sends the nominee id and the reason as HTML', () => {
    const form = nominationForm.parse({ nominee: { id: sam.id, name: 'Sam' }, message: 'Steady hand' });
    expect(nominationBody(form)).toEqual({ nomineeId: sam.id, message: '<p>Steady hand</p>' });
  });
});
