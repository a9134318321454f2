import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { mailOutbox, oneTimeSecrets, samlProviders, tenantMembers, tenants, users } from '../../db/schema.ts';
import { defaultRateLimits } from '../../http/rate-limits.ts';
import { hashSecret } from '../../http/secrets.ts';
import { type HostName, startTestApp, type TestApp } from '../../test/harness.ts';

const demoPassword = 'Kudos!demo1';
const recoveryUrl = '/api/identity/passwordIdentities/recovery/';
const expiredMessage = 'This link has expired or was already used. Ask for a new one.';

const recover = (t: TestApp, email: string, host: HostName = 'acme', remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: recoveryUrl,
    host,
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const reset = (t: TestApp, token: string, password: string) =>
  t.request({ method: 'POST', url: '/api/identity/passwords/reset', payload: { token, password } });

const mailsTo = (t: TestApp, to: string) =>
  t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** Asks for a reset link and reads it back from the outbox. */
async function resetLink(t: TestApp, email: string, host: HostName = 'acme') {
  expect((await recover(t, email, host)).statusCode).toBe(202);
  const [mail] = await mailsTo(t, email);
  const link = new URL(/(http\S+new-password\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
  return { link, token: link.searchParams.get('token') ?? '' };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /identity/passwordIdentities/recovery/', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await recover(t, 'Max@acme.test');
    const unknown = await recover(t, 'nobody@acme.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ ok: true });
    expect(unknown.body).toBe(known.body);

    expect(await mailsTo(t, 'nobody@acme.test')).toEqual([]);
    const [mail] = await mailsTo(t, 'max@acme.test');
    expect(mail?.subject).toBe('Reset your Kudos password');
    expect(mail?.text).toMatch(/http:\/\/acme\.localhost(:\d+)?\/new-password\?token=[\w-]{43}\b/);
  });

  it('sends no reset link to a member of an SSO-only organization, but tells them how to sign in', async () => {
    const [acme] = await t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
    const tenantId = acme?.id as string;
    const [provider] = await inTenant(t.services.db, { tenantId, userId: null }, (tx) =>
      tx
        .insert(samlProviders)
        .values({
          tenantId,
          name: 'Acme Login',
          idpEntityId: 'https://idp.acme.test',
          ssoUrl: 'https://idp.acme.test/sso',
          certificates: ['MIIB'],
          ssoOnly: true,
        })
        .returning(),
    );
    try {
      expect((await recover(t, 'sam@acme.test')).statusCode).toBe(202);
      const [mail] = await mailsTo(t, 'sam@acme.test');
      expect(mail?.subject).toBe('How to sign in to Kudos');
      expect(mail?.text).toContain('Your organization signs you in with Acme Login');
      expect(mail?.text).not.toMatch(/new-password/);
      // An admin keeps a password as the break glass, and gets the reset link.
      const { token } = await resetLink(t, 'ada@acme.test');
      expect(token).toMatch(/^[\w-]{43}$/);
    } finally {
      await inTenant(t.services.db, { tenantId, userId: null }, (tx) =>
        tx.delete(samlProviders).where(eq(samlProviders.id, provider?.id as string)),
      );
    }
  });

  it('also answers without the trailing slash', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/identity/passwordIdentities/recovery',
      payload: { email: 'nobody@acme.test' },
    });
    expect(response.statusCode).toBe(202);
  });

  it('links to the central host from the central host', async () => {
    const { link } = await resetLink(t, 'gus@globex.test', 'central');
    expect(link.hostname).toBe('localhost');
    const [row] = await t.services.db
      .select()
      .from(oneTimeSecrets)
      .where(eq(oneTimeSecrets.secretHash, hashSecret(link.searchParams.get('token') ?? '')));
    expect(row).toMatchObject({ purpose: 'reset', tenantId: null });
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
  });

  it('refuses an invalid address', async () => {
    const response = await recover(t, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('email');
  });
});

describe('POST /identity/passwords/reset', () => {
  it('sets the password once, signs out every session and joins the invitation', async () => {
    const [acme] = await t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
    const [sam] = await t.services.db.select().from(users).where(eq(users.email, 'sam@acme.test'));
    if (!acme || !sam) throw new Error('demo data missing');
    const membership = (status?: 'invited') =>
      inTenant(t.services.db, { tenantId: acme.id, userId: sam.id }, (tx) => {
        const where = and(eq(tenantMembers.userId, sam.id), eq(tenantMembers.tenantId, acme.id));
        return status
          ? tx.update(tenantMembers).set({ invitationStatus: status }).where(where).returning()
          : tx.select().from(tenantMembers).where(where);
      });
    await membership('invited');

    const oldToken = await t.login('sam@acme.test');
    const { token } = await resetLink(t, 'sam@acme.test');
    const weak = await reset(t, token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].path).toBe('password');

    const done = await reset(t, token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    const again = await reset(t, token, 'another new passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      name: 'ValidationError',
      details: [{ path: 'token', message: expiredMessage }],
    });

    const info = await t.request({ method: 'GET', url: '/api/identity/accessToken/info', token: oldToken });
    expect(info.statusCode).toBe(401);
    const [member] = await membership();
    expect(member?.invitationStatus).toBe('joined');

    await expect(t.login('sam@acme.test')).rejects.toThrow(/401/);
    expect(await t.login('sam@acme.test', 'acme', 'a brand new passphrase')).toEqual(expect.any(String));
  });

  it('refuses an expired link and an unknown one', async () => {
    const { token } = await resetLink(t, 'eve@acme.test');
    await t.services.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.secretHash, hashSecret(token)));
    for (const candidate of [token, 'no-such-token']) {
      const response = await reset(t, candidate, 'a brand new passphrase');
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ type: 'custom', path: 'token', message: expiredMessage }]);
    }
    expect(await t.login('eve@acme.test')).toEqual(expect.any(String));
  });

  it('refuses a link once a newer one was used', async () => {
    const first = await resetLink(t, 'uma@kudos.test', 'central');
    const second = await resetLink(t, 'uma@kudos.test', 'central');
    expect((await reset(t, second.token, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await reset(t, first.token, 'yet another passphrase')).statusCode).toBe(400);
  });
});

describe('POST /identity/passwords/change', () => {
  const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
    t.request({
      method: 'POST',
      url: '/api/identity/passwords/change',
      token,
      payload: { currentPassword, newPassword },
    });

  it('needs a session', async () => {
    expect((await change(undefined, demoPassword, 'a brand new passphrase')).statusCode).toBe(401);
  });

  it('checks the current password, then keeps only the current session', async () => {
    const other = await t.login('ada@acme.test');
    const current = await t.login('ada@acme.test');

    const wrong = await change(current, 'not my password', 'a brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { type: 'custom', path: 'currentPassword', message: 'The current password is not correct.' },
    ]);
    expect((await change(current, demoPassword, 'short')).json().details[0].path).toBe('newPassword');

    const done = await change(current, demoPassword, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    const info = (token: string) =>
      t.request({ method: 'GET', url: '/api/identity/accessToken/info', token });
    expect((await info(current)).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    await expect(t.login('ada@acme.test')).rejects.toThrow(/401/);
    expect(await t.login('ada@acme.test', 'acme', 'a brand new passphrase')).toEqual(expect.any(String));
  });
});

describe('recovery rate limits', () => {
  it('limits requests per account and per address, known or not', async () => {
    const limited = await startTestApp({
      rateLimits: {
        ...defaultRateLimits,
        recoveryPerAccount: { points: 2, durationSeconds: 60 },
        recoveryPerAddress: { points: 3, durationSeconds: 60 },
      },
    });
    try {
      for (const email of ['max@acme.test', 'nobody@acme.test']) {
        expect((await recover(limited, email, 'acme', '10.0.1.1')).statusCode).toBe(202);
        expect((await recover(limited, email, 'acme', '10.0.1.2')).statusCode).toBe(202);
        const third = await recover(limited, email, 'acme', '10.0.1.3');
        expect(third.statusCode).toBe(429);
        expect(third.json().name).toBe('RateLimitError');
      }
      for (const email of ['a@acme.test', 'b@acme.test', 'c@acme.test']) {
        expect((await recover(limited, email, 'acme', '10.0.2.1')).statusCode).toBe(202);
      }
      expect((await recover(limited, 'd@acme.test', 'acme', '10.0.2.1')).statusCode).toBe(429);
      expect((await mailsTo(limited, 'max@acme.test')).length).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
