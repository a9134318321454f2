import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { demoTvToken } from '../../seed/demo-tv.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { todayIn } from './dates.ts';

let r: RecognitionApp;
const today = () => todayIn('UTC', new Date());
type Entry = { id: string; type: string; celebratedOn: string; member: { id: string; firstName: string } };

const calendar = async (who: Who, query = `from=${today()}&to=${today()}`) => {
  const response = await r.api(who, 'GET', `/celebration/calendar?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as Entry[];
};
const birthdaysOf = (entries: Entry[]) =>
  entries.filter((e) => e.type === 'birthday').map((e) => e.member.firstName);
const timelineBirthdays = async (who: Who) => {
  const response = await r.api(who, 'GET', '/timeline/items?itemTypeIn=calendarEvent');
  expect(response.statusCode).toBe(200);
  return (
    response.json().results as {
      __entity_type__: string;
      type: string;
      memberDisplayData: { firstName: string };
    }[]
  )
    .filter((item) => item.type === 'birthday')
    .map((item) => item.memberDisplayData.firstName);
};
const setPrivacy = async (who: Who, body: Record<string, boolean>) => {
  const response = await r.api(who, 'POST', '/celebration/memberPreferences/my', body);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const tvTitles = async () => {
  const response = await r.t.request({ method: 'GET', url: `/api/celebration/tv/${demoTvToken}/calendar` });
  expect(response.statusCode).toBe(200);
  return (response.json().results as { title: string; recipients: { name: string }[] }[]).map((s) => s.title);
};

beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('celebration preferences', () => {
  it('answers the defaults and lets only admins change them, validating the body', async () => {
    const defaults = (await r.api('eve', 'GET', '/celebration/tenantPreferences')).json();
    expect(defaults).toMatchObject({
      celebratedKinds: ['birthday', 'anniversary', 'welcome', 'onboarding', 'other'],
      showYear: true,
      points: { birthday: { enabled: false, amount: 0 } },
    });
    expect((await r.api('eve', 'PUT', '/celebration/tenantPreferences', defaults)).statusCode).toBe(403);
    const negative = await r.api('ada', 'PUT', '/celebration/tenantPreferences', {
      ...defaults,
      points: { ...defaults.points, birthday: { enabled: true, amount: -5 } },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0].path).toBe('points.birthday.amount');
    const unknownKind = await r.api('ada', 'PUT', '/celebration/tenantPreferences', {
      ...defaults,
      celebratedKinds: ['birthday', 'graduation'],
    });
    expect(unknownKind.statusCode).toBe(400);
    const saved = await r.api('ada', 'PUT', '/celebration/tenantPreferences', {
      ...defaults,
      showYear: false,
    });
    expect(saved.json().showYear).toBe(false);
    // Globex keeps its own.
    expect((await r.api('gus', 'GET', '/celebration/tenantPreferences')).json().showYear).toBe(true);
    await r.api('ada', 'PUT', '/celebration/tenantPreferences', defaults);
  });

  it("keeps a member's privacy choices to them and the admins", async () => {
    expect((await r.api('sam', 'GET', '/celebration/memberPreferences/my')).json()).toEqual({
      memberId: r.ids.sam,
      optedOut: false,
      hideBirthday: false,
    });
    expect(
      (await r.api('sam', 'POST', '/celebration/memberPreferences/my', { hideBirthday: 'yes' })).statusCode,
    ).toBe(400);
    expect(
      (await r.api('sam', 'POST', '/celebration/memberPreferences/my', { birthday: '02-30' })).statusCode,
    ).toBe(400);
    expect((await r.api('eve', 'GET', `/celebration/memberPreferences/${r.ids.sam}`)).statusCode).toBe(403);
    expect((await r.api('ada', 'GET', `/celebration/memberPreferences/${r.ids.sam}`)).json().memberId).toBe(
      r.ids.sam,
    );
    // Another tenant's member does not exist here.
    expect((await r.api('ada', 'GET', `/celebration/memberPreferences/${r.ids.gus}`)).statusCode).toBe(404);
  });
});

describe('the calendar, the timeline and the TV', () => {
  it("shows sam's birthday of the demo data to eve, today and among the upcoming", async () => {
    expect(birthdaysOf(await calendar('eve'))).toEqual(['Sam']);
    const upcoming = (await r.api('eve', 'GET', '/celebration/calendar/upcoming')).json();
    expect(upcoming.today).toBe(today());
    expect(upcoming.results[0]).toMatchObject({
      type: 'birthday',
      celebratedOn: today(),
      member: { firstName: 'Sam' },
    });
    // Eve's anniversary falls within the week.
    const anniversary = (upcoming.results as Entry[]).find(
      (e) => e.type === 'anniversary' && e.member.firstName === 'Eve',
    );
    expect(anniversary?.celebratedOn).toBeDefined();
    expect(await timelineBirthdays('eve')).toEqual(['Sam']);
  });

  it('narrows to teams, and never shows another tenant', async () => {
    const teams = (await r.api('ada', 'GET', '/tv/teams')).json().results as { id: string; name: string }[];
    const samTeams = await inTenant(
      r.t.services.db,
      { tenantId: r.tenantIds.acme, userId: null },
      async (tx) =>
        rowsOf<{ team_id: string }>(
          await tx.execute(sql`select team_id from team_members where member_id = ${r.ids.sam}`),
        ).map((row) => row.team_id),
    );
    const other = teams.find((team) => !samTeams.includes(team.id));
    if (other)
      expect(await calendar('eve', `from=${today()}&to=${today()}&teamIdIn=${other.id}`)).toEqual([]);
    if (samTeams[0]) {
      expect(
        birthdaysOf(await calendar('eve', `from=${today()}&to=${today()}&teamIdIn=${samTeams[0]}`)),
      ).toEqual(['Sam']);
    }
    expect(birthdaysOf(await calendar('gus'))).toEqual([]);
    expect(await timelineBirthdays('gus')).toEqual([]);
  });

  it('hides a hidden birthday from everyone but its member, and an opted-out member altogether', async () => {
    await setPrivacy('sam', { hideBirthday: true });
    expect(birthdaysOf(await calendar('eve'))).toEqual([]);
    expect(birthdaysOf(await calendar('sam'))).toEqual(['Sam']);
    expect(await timelineBirthdays('eve')).toEqual([]);
    expect(await timelineBirthdays('sam')).toEqual(['Sam']);
    await setPrivacy('sam', { hideBirthday: false, optedOut: true });
    expect(birthdaysOf(await calendar('eve'))).toEqual([]);
    expect(birthdaysOf(await calendar('sam'))).toEqual([]);
    expect(await timelineBirthdays('eve')).toEqual([]);
    expect(await setPrivacy('sam', { optedOut: false })).toMatchObject({
      optedOut: false,
      hideBirthday: false,
    });
    expect(birthdaysOf(await calendar('eve'))).toEqual(['Sam']);
  });

  it('puts the birthday on a TV that shows celebrations, unless it is hidden', async () => {
    const lobby = (await r.api('ada', 'GET', '/tv/channels')).json().results[0];
    const show = async (itemTypes: string[]) =>
      expect((await r.api('ada', 'PATCH', `/tv/channels/${lobby.id}`, { itemTypes })).statusCode).toBe(200);
    // A link that does not show celebrations answers nothing from this call.
    await show(['recognition']);
    expect(await tvTitles()).toEqual([]);
    await show(['recognition', 'celebration']);
    expect(await tvTitles()).toEqual(['Happy birthday, Sam!']);
    // The title greets Sam and the recipient column names him: the message does not say it a third time.
    const slide = (
      await r.t.request({ method: 'GET', url: `/api/celebration/tv/${demoTvToken}/calendar` })
    ).json().results[0];
    expect(slide).toMatchObject({ message: '', recipients: [{ name: expect.stringMatching(/^Sam /) }] });
    await setPrivacy('sam', { hideBirthday: true });
    expect(await tvTitles()).toEqual([]);
    await setPrivacy('sam', { hideBirthday: false });
    const unknown = await r.t.request({ method: 'GET', url: '/api/celebration/tv/not-a-token/calendar' });
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses days that do not exist and ranges that are backwards or too long', async () => {
    const bad = async (query: string) =>
      (await r.api('eve', 'GET', `/celebration/calendar?${query}`)).statusCode;
    expect(await bad('from=2027-02-30&to=2027-03-01')).toBe(400);
    expect(await bad('from=2027-03-10&to=2027-03-01')).toBe(400);
    expect(await bad('from=2027-01-01&to=2027-06-01')).toBe(400);
    expect(await bad('from=2027-01-01')).toBe(400);
    expect((await r.api('eve', 'GET', '/celebration/calendar/upcoming?days=400')).statusCode).toBe(400);
    expect((await r.api(null, 'GET', `/celebration/calendar?from=${today()}&to=${today()}`)).statusCode).toBe(
      401,
    );
  });

  it('passes over a stored birthday of 30 February', async () => {
    await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
      tx.execute(sql`update staff_records set birthday = '02-30' where member_id = ${r.ids.max}`),
    );
    const entries = await calendar('eve', 'from=2027-02-27&to=2027-03-03');
    expect(entries.filter((e) => e.member.firstName === 'Max' && e.type === 'birthday')).toEqual([]);
  });
});
