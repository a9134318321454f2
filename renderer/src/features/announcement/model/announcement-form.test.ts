import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '#shared/contract/announcement';
import {
  announcementForm,
  emptyForm,
  formFieldOf,
  formOf,
  requestOf,
  zonedInstant,
} from './announcement-form.ts';

// The member's zone, whatever the browser's: 14:30 in Berlin.
const zone = 'Europe/Berlin';
const now = new Date('2026-11-25T13:30:00.000Z');
const id = (n: number) => `0b0e7b57-5c4b-4c55-8d1e-8a0c3f3f1a0${n}`;
const errorsOf = (form: ReturnType<typeof emptyForm>, timeZone: string | undefined = zone) => {
  const result = announcementForm(timeZone).safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('announcement form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts now, for the whole company, asking nothing, with a schedule for tomorrow at 9:00', () => {
    const form = emptyForm(zone, now);
    expect(form).toMatchObject({ when: 'now', wholeCompany: true, participation: 'none' });
    expect(form.startDate).toBe('2026-11-26');
    expect(form.startTime).toBe('09:00');
    // Tomorrow is the member's: at 23:30 UTC it is already the 26th in Berlin, still the 25th in New York.
    expect(emptyForm(zone, new Date('2026-11-25T23:30:00.000Z')).startDate).toBe('2026-11-27');
    expect(emptyForm('America/New_York', new Date('2026-11-25T23:30:00.000Z')).startDate).toBe('2026-11-26');
  });

  it('asks for a title, a start in the future, an end after the start and an audience', () => {
    expect(errorsOf({ ...emptyForm(zone), title: '' }).title).toBeDefined();
    expect(
      errorsOf({
        ...emptyForm(zone),
        title: 'Hi',
        when: 'later',
        startDate: '2020-01-01',
        startTime: '09:00',
      }),
    ).toEqual({
      startTime: 'errors.startPast',
    });
    const tomorrow = emptyForm(zone);
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
    expect(errorsOf({ ...emptyForm(zone), title: 'Hi', wholeCompany: false })).toEqual({
      recipients: 'errors.audience',
    });
    expect(errorsOf({ ...emptyForm(zone), title: 'Hi' })).toEqual({});
  });

  it('checks "in the future" on the instant the member\'s wall clock names', () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const at9 = {
      ...emptyForm(zone, now),
      title: 'Hi',
      when: 'later' as const,
      startDate: '2026-11-25',
      startTime: '09:00',
    };
    // 9:00 in Berlin (08:00 UTC) has passed at 13:30 UTC; 9:00 in New York (14:00 UTC) has not.
    expect(errorsOf(at9, zone)).toEqual({ startTime: 'errors.startPast' });
    expect(errorsOf(at9, 'America/New_York')).toEqual({});
    // The end is after the start as instants too.
    expect(
      errorsOf({ ...at9, hasEnd: true, endDate: '2026-11-25', endTime: '08:00' }, 'America/New_York'),
    ).toEqual({ endTime: 'errors.endBeforeStart' });
  });

  it('sends local dates as instants, the chosen audience split into teams and members, and uploaded files only', () => {
    const form = {
      ...emptyForm(zone, now),
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
    expect(requestOf(form, 'scheduled', zone)).toEqual({
      title: 'Welcome',
      body: '<p>Hello</p>',
      attachments: [id(3)],
      startAt: '2026-11-26T08:00:00.000Z',
      endAt: '2026-11-27T16:00:00.000Z',
      audience: { wholeCompany: false, teamIds: [id(1)], memberIds: [id(2)] },
      participation: 'none',
      status: 'scheduled',
    });
    // Publishing now has no start, whatever the form held.
    expect(requestOf(form, 'active', zone).startAt).toBeNull();
    // The same wall clock in another zone is another instant.
    expect(requestOf(form, 'scheduled', 'Asia/Tokyo').startAt).toBe('2026-11-26T00:00:00.000Z');
  });

  it('reads a stored announcement back, names from the audience embed', () => {
    const stored = {
      id: id(1),
      title: 'Launch',
      body: '<p>Soon</p>',
      attachments: [],
      status: 'scheduled',
      startAt: '2026-11-28T09:15:00.000Z',
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
    expect(formOf(stored, 'America/New_York', now)).toMatchObject({
      startDate: '2026-11-28',
      startTime: '04:15',
    });
    expect(formOf(stored, zone, now)).toMatchObject({
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
    expect(zonedInstant('2026-13-45', '25:00', zone)).toBeNull();
    expect(zonedInstant('2026-03-29', '09:00', zone)?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
});
