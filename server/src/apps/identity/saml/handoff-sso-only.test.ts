import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { auditLog, samlProviders, tenants } from '../../../db/schema.ts';
import { type HostName, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const tenantIds = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const row of await t.services.db.select().from(tenants)) tenantIds.set(row.slug, row.id);
});
afterAll(() => t?.close());

/** An SSO-only provider for a tenant; the handoff never reaches the IdP, so no real one is needed. */
async function ssoOnly(slug: 'acme' | 'globex', on: boolean) {
  const tenantId = tenantIds.get(slug) ?? '';
  await inTenant(t.services.db, { tenantId, userId: null }, async (tx) => {
    await tx.delete(samlProviders);
    if (on) {
      await tx.insert(samlProviders).values({
        tenantId,
        name: `${slug} IdP`,
        idpEntityId: `https://idp.${slug}.test`,
        ssoUrl: `https://idp.${slug}.test/sso`,
        certificates: ['unused'],
        ssoOnly: true,
      });
    }
  });
}

/** uma signs in with her password on the central host and asks for a handoff to a tenant. */
async function handoffFromCentral(slug: 'acme' | 'globex') {
  const token = await t.login('uma@kudos.test', 'central');
  const start = await t.request({
    method: 'POST',
    url: `/api/identity/tenants/${tenantIds.get(slug)}/login`,
    host: 'central',
    token,
  });
  expect(start.statusCode).toBe(200);
  return t.request({
    method: 'GET',
    url: `/api/identity/tenants/accessToken?state=${start.json().state}`,
    host: slug as HostName,
  });
}

describe('handoff from the central host to an SSO-only tenant', () => {
  it('refuses a member who signed in with a password, with the password login answer, and audits it', async () => {
    await ssoOnly('acme', true);
    const refused = await handoffFromCentral('acme');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ name: 'SsoRequiredError', message: 'Sign in with acme IdP.' });
    const failures = await inTenant(
      t.services.db,
      { tenantId: tenantIds.get('acme') ?? '', userId: null },
      (tx) => tx.select().from(auditLog).where(eq(auditLog.action, 'session.signInFailed')),
    );
    expect(failures.map((row) => row.after)).toContainEqual(
      expect.objectContaining({ email: 'uma@kudos.test', reason: 'ssoOnly' }),
    );
  });

  it('lets an admin through (break glass) and a tenant that is not SSO-only', async () => {
    // uma is an admin in Globex.
    await ssoOnly('globex', true);
    expect((await handoffFromCentral('globex')).statusCode).toBe(200);
    await ssoOnly('acme', false);
    expect((await handoffFromCentral('acme')).statusCode).toBe(200);
    await ssoOnly('globex', false);
  });
});
