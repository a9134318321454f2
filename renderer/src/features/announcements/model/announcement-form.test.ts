import { describe, expect, it } from 'vitest';
import type { Announcement } from '#shared/contract/announcement';
import {
  announcementForm,
  emptyForm,
  formFieldOf,
  formOf,
  localInstant,
  requestOf,
} from './announcement-form.ts';

const now = new Date(2026, 10, 25, 14, 30);
const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const errorsOf = (form: ReturnType<typeof emptyForm>) => {
  const result = announcementForm.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('announcement form', () => {
  it('starts now, for the whole company, asking nothing, with a schedule for tomorrow at 9:00', () => {
    const form = emptyForm(now);
    expect(form).toMatchObject({ when: 'now', wholeCompany: true, participation: 'none' });
    expect(form.startDate).toBe('2026-11-26');
    expect(form.startTime).toBe('09:00');
  });

  it('asks for a title, a start in the future, an end after the start and an audience', () => {
    expect(errorsOf({ ...emptyForm(), title: '' }).title).toBeDefined();
    expect(
      errorsOf({ ...emptyForm(), title: 'Hi', when: 'later', startDate: '2020-01-01', startTime: '09:00' }),
    ).toEqual({
      startTime: 'errors.startPast',
    });
    const tomorrow = emptyForm();
    expect(
      errorsOf({
        ...tomorrow,
        title: 'Hi',
        when: 'later',
        hasEnd: true,
        endDate: tomorrow.startDate,
        endTime: '08:00',
      }),
    ).toEqual({ endTime: 'errors.endBeforeStart' });
    expect(errorsOf({ ...emptyForm(), title: 'Hi', wholeCompany: false })).toEqual({
      recipients: 'errors.audience',
    });
    expect(errorsOf({ ...emptyForm(), title: 'Hi' })).toEqual({});
  });

  it('sends local dates as instants, the chosen audience split into teams and members, and uploaded files only', () => {
    const form = {
      ...emptyForm(now),
      title: 'Welcome',
      body: '<p>Hello</p>',
      when: 'later' as const,
      hasEnd: true,
      endDate: '2026-11-27',
      endTime: '17:00',
      wholeCompany: false,
      recipients: [
        { id: id(1), type: 'team' as const, name: 'Ops', avatarUrl: null },
        { id: id(2), type: 'tenantMember' as const, name: 'Eve', avatarUrl: null },
      ],
      attachments: [
        {
          key: 'a',
          name: 'a.png',
          status: 'uploaded' as const,
          mediaObjectId: id(3),
          previewUrl: null,
          error: null,
        },
        {
          key: 'b',
          name: 'b.png',
          status: 'error' as const,
          mediaObjectId: null,
          previewUrl: null,
          error: 'x',
        },
      ],
    };
    expect(requestOf(form, 'scheduled')).toEqual({
      title: 'Welcome',
      body: '<p>Hello</p>',
      attachments: [id(3)],
      startAt: new Date(2026, 10, 26, 9, 0).toISOString(),
      endAt: new Date(2026, 10, 27, 17, 0).toISOString(),
      audience: { wholeCompany: false, teamIds: [id(1)], memberIds: [id(2)] },
      participation: 'none',
      status: 'scheduled',
    });
    // Publishing now has no start, whatever the form held.
    expect(requestOf(form, 'active').startAt).toBeNull();
  });

  it('reads a stored announcement back, names from the audience embed', () => {
    const stored = {
      id: id(1),
      title: 'Launch',
      body: '<p>Soon</p>',
      attachments: [],
      status: 'scheduled',
      startAt: new Date(2026, 10, 28, 10, 15).toISOString(),
      endAt: null,
      publishedAt: null,
      archivedAt: null,
      audience: { wholeCompany: false, teamIds: [id(2)], memberIds: [] },
      participation: 'acknowledge',
      createdById: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      permissions: [],
      stats: { recipientCount: 3, acknowledgedCount: 0, rsvpYesCount: 0, rsvpNoCount: 0, rsvpMaybeCount: 0 },
      ownParticipation: null,
      audienceDisplay: { teams: [{ id: id(2), name: 'Ops', activeMemberCount: 3 }], members: [] },
    } satisfies Announcement;
    expect(formOf(stored, now)).toMatchObject({
      when: 'later',
      startDate: '2026-11-28',
      startTime: '10:15',
      hasEnd: false,
      participation: 'acknowledge',
      recipients: [{ id: id(2), type: 'team', name: 'Ops', memberCount: 3 }],
    });
  });

  it('maps the server field paths onto the fields that show them', () => {
    expect(formFieldOf('startAt')).toBe('startTime');
    expect(formFieldOf('endAt')).toBe('endTime');
    expect(formFieldOf('audience.teamIds.0')).toBe('recipients');
    expect(formFieldOf('status')).toBeNull();
    expect(localInstant('2026-13-45', '25:00')).toBeNull();
  });
});
