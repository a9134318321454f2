import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailOutbox, tenants } from '../../db/schema.ts';
import { type MembersApp, startMembersApp } from './members/test-fixtures.ts';

let r: MembersApp;
let acmeId: string;
beforeAll(async () => {
  r = await startMembersApp();
  const [acme] = await r.t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  acmeId = acme?.id ?? '';
});
afterAll(() => r.t.close());

type Who = 'ada' | 'eve' | 'sam' | 'umaGlobex';
const hostOf = (who: Who) => (who === 'umaGlobex' ? 'globex' : 'acme');
const call = (who: Who, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  r.t.request({ method, url, host: hostOf(who), token: r.tokens[who], ...(payload ? { payload } : {}) });
const settings = (who: Who) => call(who, 'GET', '/api/identity/tenants/localization');
const put = (who: Who, payload: object) => call(who, 'PUT', '/api/identity/tenants/localization', payload);
const metadataLanguage = async (domain: string) =>
  (await r.t.request({ method: 'GET', url: `/api/identity/tenants/metadata?domain=${domain}` })).json()
    .language;
const lastMailTo = async (to: string) => {
  const [mail] = await r.t.services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));
  return mail;
};
const auditRows = () =>
  inTenant(r.t.services.db, { tenantId: acmeId, userId: null }, async (tx) =>
    rowsOf<{ action: string; before: unknown; after: unknown }>(
      await tx.execute(
        sql`select action, before, after from audit_log where action = 'tenant.updateLocalization' order by created_at`,
      ),
    ),
  );

const german = { language: 'de', timeZone: 'Europe/Berlin', weekStart: 'monday', dateFormat: 'dayMonthYear' };
const english = { language: 'en', timeZone: 'UTC', weekStart: 'monday', dateFormat: 'locale' };

describe('tenant language and time', () => {
  it('answers the defaults to an admin and refuses members without identityApp browse', async () => {
    const answer = await settings('ada');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(english);
    expect((await settings('eve')).statusCode).toBe(403);
    expect((await put('eve', german)).statusCode).toBe(403);
    expect(
      (await r.t.request({ method: 'GET', url: '/api/identity/tenants/localization', host: 'acme' }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    [{ ...german, language: 'fr' }, 'language'],
    [{ ...german, timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ ...german, weekStart: 'friday' }, 'weekStart'],
    [{ ...german, dateFormat: 'yyyy' }, 'dateFormat'],
  ])('refuses %o naming %s, and changes nothing', async (payload, field) => {
    const refused = await put('ada', payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ path: field });
    expect((await settings('ada')).json()).toEqual(english);
  });

  it('saves all four, audits the change, answers the language in the metadata, and leaves other tenants alone', async () => {
    const saved = await put('ada', german);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(german);
    expect((await settings('ada')).json()).toEqual(german);
    expect(await metadataLanguage('acme.localhost')).toBe('de');
    expect(await metadataLanguage('globex.localhost')).toBe('en');
    expect((await settings('umaGlobex')).json()).toEqual(english);
    expect(await auditRows()).toEqual([
      { action: 'tenant.updateLocalization', before: english, after: german },
    ]);
    // Saving the same again records nothing.
    await put('ada', german);
    expect(await auditRows()).toHaveLength(1);
  });

  it("mails a new member in the tenant's language, and a member in their own", async () => {
    const created = await r.call('ada', 'POST', '', {
      email: 'greta@acme.test',
      firstName: 'Greta',
      lastName: 'Klein',
      role: 'employee',
      invite: true,
    });
    expect(created.statusCode).toBe(201);
    const mail = await lastMailTo('greta@acme.test');
    expect(mail?.subject).toBe('Willkommen bei Acme auf Kudos');
    expect(mail?.text).toContain('Hallo Greta,');
    expect(mail?.text).toMatch(
      /Nehmen Sie die Einladung an und wählen Sie Ihr Passwort: http\S+accept-invitation/,
    );

    // Sam prefers English in this German tenant: his resent welcome and his reset mail are English.
    expect((await r.call('sam', 'POST', '/locale', { locale: 'en-US' })).statusCode).toBe(200);
    expect((await r.call('ada', 'POST', `/${r.ids.sam}/welcome`)).statusCode).toBe(200);
    expect((await lastMailTo('sam@acme.test'))?.subject).toBe('Welcome to Acme on Kudos');
  });

  it("a German member gets German mails in an English tenant; the central host's reset mail is English", async () => {
    expect((await put('ada', english)).statusCode).toBe(200);
    expect((await r.call('eve', 'POST', '/locale', { locale: 'de' })).statusCode).toBe(200);
    expect((await r.call('ada', 'POST', `/${r.ids.eve}/welcome`)).statusCode).toBe(200);
    const welcome = await lastMailTo('eve@acme.test');
    expect(welcome?.subject).toBe('Willkommen bei Acme auf Kudos');
    expect(welcome?.text).toContain('Hallo Eve,');

    const recover = (host: 'acme' | 'central') =>
      r.t.request({
        method: 'POST',
        url: '/api/identity/passwordIdentities/recovery/',
        host,
        payload: { email: 'eve@acme.test' },
      });
    expect((await recover('acme')).statusCode).toBe(202);
    const reset = await lastMailTo('eve@acme.test');
    expect(reset?.subject).toBe('Setzen Sie Ihr Kudos-Passwort zurück');
    expect(reset?.text).toMatch(
      /Wählen Sie innerhalb der nächsten Stunde ein neues Passwort: http\S+new-password/,
    );
    expect((await recover('central')).statusCode).toBe(202);
    expect((await lastMailTo('eve@acme.test'))?.subject).toBe('Reset your Kudos password');
  });
});
