import { describe, expect, it } from 'vitest';
import type { Recognition } from '#shared/contract/recognition';
import {
  canSaveDraft,
  defaultSchedule,
  emptyForm,
  fromRecognition,
  parseZonedDateTime,
  type RecognitionForm,
  recognitionFormSchema,
  scheduleError,
  toPayload,
} from './recognition-form.ts';

const sam = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'tenantMember' as const,
  name: 'Sam Lee',
  avatarUrl: null,
};

function messages(form: RecognitionForm, rules = { maxPerRecipient: 100, qualitiesRequired: true }) {
  const result = recognitionFormSchema(rules).safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('recognition form rules', () => {
  it('names every missing piece with the spec texts', () => {
    expect(messages({ ...emptyForm(), amount: null })).toEqual({
      recipients: 'Select a recipient',
      message: 'Provide a message',
      amount: 'Points amount required',
      qualityIds: 'Qualities are required',
    });
  });

  it('takes a message of 20,000 typed characters with line breaks and "& < >", not one more', () => {
    const form = { ...emptyForm(), recipients: [sam], qualityIds: ['q'] };
    const atLimit = `${'x'.repeat(19_990)}\n& < >\nabc`;
    expect(atLimit.length).toBe(20_000);
    expect(messages({ ...form, message: atLimit })).toEqual({});
    expect(Object.keys(messages({ ...form, message: `${atLimit}d` }))).toEqual(['message']);
  });

  it('limits the amount to the per-recipient maximum', () => {
    const form = { ...emptyForm(), recipients: [sam], message: 'Thanks', qualityIds: ['q'], amount: 34 };
    expect(messages(form, { maxPerRecipient: 33, qualitiesRequired: true })).toEqual({
      amount: 'Enter a point amount that is 33 or less',
    });
    expect(messages({ ...form, amount: 33 }, { maxPerRecipient: 33, qualitiesRequired: true })).toEqual({});
  });

  it('needs no quality when the tenant has none, and waits for uploads', () => {
    const form: RecognitionForm = {
      ...emptyForm(),
      recipients: [sam],
      message: 'Thanks',
      attachments: [
        { key: 'a', name: 'a.png', status: 'uploading', mediaObjectId: null, previewUrl: null, error: null },
      ],
    };
    expect(messages(form, { maxPerRecipient: 100, qualitiesRequired: false })).toEqual({
      attachments: 'Wait for the attachments to finish uploading',
    });
  });

  it('offers "Save as draft" only when dirty with recipients or a message', () => {
    expect(canSaveDraft(emptyForm(), true)).toBe(false);
    expect(canSaveDraft({ ...emptyForm(), message: 'hi' }, false)).toBe(false);
    expect(canSaveDraft({ ...emptyForm(), message: 'hi' }, true)).toBe(true);
    expect(canSaveDraft({ ...emptyForm(), recipients: [sam] }, true)).toBe(true);
  });

  it('builds the payload and reads a draft back', () => {
    const form: RecognitionForm = {
      ...emptyForm(),
      recipients: [sam],
      message: 'Thanks @Sam Lee',
      mentions: [{ id: sam.id, name: 'Sam Lee' }],
      amount: 10,
      qualityIds: ['q1'],
      tenantWide: false,
    };
    const payload = toPayload(form, { status: 'draft', sendPoints: true });
    expect(payload).toMatchObject({
      amount: 10,
      sendTo: [{ id: sam.id, type: 'tenantMember' }],
      status: 'draft',
      scheduledAt: null,
      tenantWide: false,
    });
    expect(toPayload(form, { status: 'published', sendPoints: false }).amount).toBe(0);
    const saved = {
      ...payload,
      id: 'r1',
      sendTo: [{ id: sam.id, type: 'tenantMember', displayData: { name: 'Sam Lee', avatarUrls: null } }],
      gif: null,
      attachmentUrls: [],
    } as unknown as Recognition;
    expect(fromRecognition(saved)).toMatchObject({
      recipients: [{ id: sam.id, name: 'Sam Lee' }],
      message: 'Thanks @Sam Lee',
      mentions: [{ id: sam.id, name: 'Sam Lee' }],
      amount: 10,
      tenantWide: false,
    });
  });

  it("checks the schedule on the member's wall clock", () => {
    // 10:00 in Berlin; the browser's zone does not matter.
    const zone = 'Europe/Berlin';
    const now = new Date('2026-11-23T09:00:00.000Z');
    expect(defaultSchedule(zone, now)).toBe('2026-11-24T09:00');
    expect(scheduleError('2026-11-24T09:00', zone, now)).toBeNull();
    expect(scheduleError('2026-11-23T09:00', zone, now)).toBe('Start date must be in the future');
    expect(scheduleError('2026-02-30T09:00', zone, now)).toBe('Please enter a valid date and time');
    expect(scheduleError('', zone, now)).toBe('Please enter a valid date and time');
    // 9:00 today has passed in Berlin (08:00 UTC) but not in New York (14:00 UTC).
    expect(scheduleError('2026-11-23T09:00', 'America/New_York', now)).toBeNull();
    expect(parseZonedDateTime('2026-11-23T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-23T14:00:00.000Z',
    );
    // The next day is the member's: at 23:30 UTC it is already tomorrow in Tokyo.
    expect(defaultSchedule('Asia/Tokyo', new Date('2026-11-23T23:30:00.000Z'))).toBe('2026-11-25T09:00');
  });
});
