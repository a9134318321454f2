import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtIdp } from '../../../../../tests/saml-idp/browser.ts';
import { type IdpPerson, idpUnavailable, startIdp, type TestIdp } from '../../../../../tests/saml-idp/idp.ts';
import { inTenant } from '../../../db/client.ts';
import { auditLog, mailOutbox, tenantMembers, tenants, users } from '../../../db/schema.ts';
import { type HostName, startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 25's attack, replayed against a real IdP (SimpleSAMLphp): Acme's admin adds an IdP she
 * controls, with just-in-time sign-up and IdP-initiated sign-in on, and has it name people of
 * other organizations. The chain must end at step 2 (the assertion) for an address outside
 * Acme's verified domains, and at step 3 (the handoff into Globex) for a session Acme's IdP made.
 */

const unavailable = idpUnavailable();

let t: TestApp;
let idp: TestIdp;
let ada: string;
let acmeId: string;
let globexId: string;
let providerId: string;

const api = (
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  host: HostName = 'acme',
) =>
  t.request({
    method,
    url: `/api${url}`,
    host,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
  });

const postAcs = async (person: IdpPerson) => {
  const start = await api(null, 'GET', `/identity/saml/${providerId}/login?next=/home`);
  const post = await signInAtIdp(String(start.headers.location), person);
  return t.request({
    method: 'POST',
    url: `/api/identity/saml/${providerId}/acs`,
    host: 'acme',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: post.SAMLResponse, RelayState: '/home' }).toString(),
  });
};

const exchange = (state: string, host: HostName = 'acme') =>
  api(null, 'GET', `/identity/tenants/accessToken?state=${encodeURIComponent(state)}`, undefined, host);

const stateOf = (location: string) =>
  new URL(location, 'http://acme.localhost').searchParams.get('state') ?? '';

/** The organizations (Acme, Globex) where the account of this address is a member. */
const membershipsOf = async (email: string) => {
  const found: string[] = [];
  for (const tenantId of [acmeId, globexId]) {
    const rows = await inTenant(t.services.db, { tenantId, userId: null }, (tx) =>
      tx
        .select({ id: tenantMembers.id })
        .from(tenantMembers)
        .innerJoin(users, eq(users.id, tenantMembers.userId))
        .where(eq(users.email, email)),
    );
    if (rows.length > 0) found.push(tenantId);
  }
  return found.sort();
};

const failures = () =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'session.signInFailed'))
      .orderBy(desc(auditLog.createdAt)),
  );

describe.skipIf(unavailable)(
  'an IdP an organization adds reaches only its own verified domains and stays there',
  () => {
    beforeAll(async () => {
      t = await startTestApp();
      idp = await startIdp();
      ada = await t.login('ada@acme.test');
      const rows = await t.services.db.select().from(tenants);
      acmeId = rows.find((row) => row.slug === 'acme')?.id ?? '';
      globexId = rows.find((row) => row.slug === 'globex')?.id ?? '';
      // Step 1: ada adds an IdP she controls, trusting it as far as the settings go.
      const created = await api(ada, 'POST', '/identity/samlProviders', {
        name: 'Ada’s own IdP',
        metadataUrl: idp.metadataUrl,
        jitEnabled: true,
        defaultRole: 'employee',
        ssoOnly: false,
        allowIdpInitiated: true,
      });
      expect(created.statusCode).toBe(201);
      providerId = created.json().id;
      idp.registerSp({ entityId: created.json().spEntityId, acsUrl: created.json().acsUrl });
      // lee has an account of Acme's domain already, and is a member of Globex.
      const [lee] = await t.services.db
        .insert(users)
        .values({ email: 'lee@acme.test', firstName: 'Lee', lastName: 'Both', passwordHash: null })
        .returning();
      await inTenant(t.services.db, { tenantId: globexId, userId: null }, (tx) =>
        tx.insert(tenantMembers).values({
          tenantId: globexId,
          userId: lee?.id ?? '',
          firstName: 'Lee',
          lastName: 'Both',
          email: 'lee@acme.test',
          invitationStatus: 'joined',
        }),
      );
    }, 60_000);
    afterAll(async () => {
      await idp?.stop();
      await t?.close();
    });

    it('step 2 ends for another organization’s people: refused, audited, no account linked', async () => {
      const before = {
        uma: await membershipsOf('uma@kudos.test'),
        gus: await membershipsOf('gus@globex.test'),
      };
      for (const person of ['uma', 'gus'] as const) {
        const refused = await postAcs(person);
        expect(refused.statusCode, person).toBe(403);
        expect(refused.json()).toEqual({
          name: 'SamlResponseError',
          message:
            "Your identity provider may sign in only addresses in this organization's verified domains.",
        });
      }
      expect(await membershipsOf('uma@kudos.test')).toEqual(before.uma);
      expect(await membershipsOf('gus@globex.test')).toEqual(before.gus);
      const audited = (await failures())
        .slice(0, 2)
        .map((row) => row.after as { reason: string; email: string });
      expect(audited.map((row) => [row.reason, row.email]).sort()).toEqual([
        ['domain', 'gus@globex.test'],
        ['domain', 'uma@kudos.test'],
      ]);
    });

    it('an existing account is not linked: its owner gets a mail, and joins by opening its link', async () => {
      const asked = await postAcs('lee');
      expect(asked.statusCode).toBe(401);
      expect(asked.json().message).toBe(
        'You already have an account with this address. We sent you an e-mail: open its link to join this organization.',
      );
      expect(await membershipsOf('lee@acme.test')).toEqual([globexId]);
      const [mail] = await t.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'lee@acme.test'))
        .orderBy(desc(mailOutbox.createdAt));
      expect(mail?.subject).toBe('Confirm joining Acme on Kudos');
      const link = /http:\/\/acme\.localhost\S*\/tenant\/login\?state=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
      const state = new URL(link).searchParams.get('state') ?? '';
      // The link works only on Acme's own host, and once.
      expect((await exchange(state, 'globex')).statusCode).toBe(401);
      const joined = await exchange(state);
      expect(joined.statusCode).toBe(200);
      expect((await exchange(state)).statusCode).toBe(401);
      expect(await membershipsOf('lee@acme.test')).toEqual([acmeId, globexId].sort());
      const me = await api(joined.json().token, 'GET', '/identity/tenantMembers/me');
      expect(me.json()).toMatchObject({ email: 'lee@acme.test', firstName: 'Lee', lastName: 'Both' });
    });

    it('step 3 ends for a session Acme’s IdP made: no handoff into Globex, where lee is a member too', async () => {
      const accepted = await postAcs('lee');
      expect(accepted.statusCode).toBe(303);
      const session = await exchange(stateOf(String(accepted.headers.location)));
      expect(session.statusCode).toBe(200);
      const token = session.json().token;
      const handoff = await api(token, 'POST', `/identity/tenants/${globexId}/login`);
      expect(handoff.statusCode).toBe(403);
      expect(handoff.json().name).toBe('SsoSessionBoundError');
      // Into Acme itself the session may re-enter, as the web app does.
      expect((await api(token, 'POST', `/identity/tenants/${acmeId}/login`)).statusCode).toBe(200);
    });

    it('signs nobody in for a domain the admin removed', async () => {
      const domains = await api(ada, 'GET', '/identity/emailDomains');
      const acme = domains.json().results.find((row: { domain: string }) => row.domain === 'acme.test');
      const removed = await t.request({
        method: 'DELETE',
        url: `/api/identity/emailDomains/${acme.id}`,
        host: 'acme',
        token: ada,
      });
      expect(removed.statusCode).toBe(200);
      const refused = await postAcs('eve');
      expect(refused.statusCode).toBe(403);
      const [row] = await inTenant(t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'emailDomain.delete'), eq(auditLog.targetId, acme.id))),
      );
      expect(row?.before).toEqual({ domain: 'acme.test', verified: true });
    });
  },
);
