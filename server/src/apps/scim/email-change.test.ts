import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scimSchemas } from '#shared/contract/scim';
import { inTenant } from '../../db/client.ts';
import { auditLog, tenantMembers, tenants, users } from '../../db/schema.ts';
import { type ScimApp, startScimApp } from '../../test/fixtures/scim.ts';

let s: ScimApp;
let token: string;
let acmeId: string;
beforeAll(async () => {
  s = await startScimApp();
  token = await s.newToken();
  const [acme] = await s.t.services.db.select().from(tenants).where(eq(tenants.slug, 'acme'));
  acmeId = acme?.id ?? '';
});
afterAll(() => s.t.close());

const patchOp = (...Operations: unknown[]) => ({ schemas: [scimSchemas.patchOp], Operations });

/** The member's address, and the address of the account they sign in with. */
async function addresses(memberId: string) {
  const [row] = await inTenant(s.t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx
      .select({ member: tenantMembers.email, account: users.email })
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(eq(tenantMembers.id, memberId)),
  );
  return row;
}

const updates = (memberId: string) =>
  inTenant(s.t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.update'), eq(auditLog.targetId, memberId)))
      .orderBy(auditLog.createdAt),
  );

async function createUser(userName: string, email: string) {
  const created = await s.scim(token, 'POST', '/Users', {
    schemas: [scimSchemas.user],
    userName,
    name: { givenName: 'Mo', familyName: 'Ved' },
    emails: [{ primary: true, value: email, type: 'work' }],
    active: true,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

describe('SCIM address changes reach the account', () => {
  it('moves member and account to the new address of an Okta e-mail PATCH, audited', async () => {
    const id = await createUser('mo.ved@acme.test', 'mo.ved@acme.test');
    const patched = await s.scim(
      token,
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'replace', path: 'emails[type eq "work"].value', value: 'Mo.Moved@acme.test' }),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().emails[0].value).toBe('mo.moved@acme.test');
    expect(await addresses(id)).toEqual({ member: 'mo.moved@acme.test', account: 'mo.moved@acme.test' });
    const [entry] = await updates(id);
    expect(entry?.before).toMatchObject({ email: 'mo.ved@acme.test', via: 'scim' });
    expect(entry?.after).toMatchObject({ email: 'mo.moved@acme.test', via: 'scim' });
  });

  it('follows a renamed userName when the address came from it, not an Entra UPN beside a mail', async () => {
    const okta = await createUser('ren.ame@acme.test', 'ren.ame@acme.test');
    const renamed = await s.scim(
      token,
      'PATCH',
      `/Users/${okta}`,
      patchOp({ op: 'replace', path: 'userName', value: 'ren.amed@acme.test' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(await addresses(okta)).toEqual({ member: 'ren.amed@acme.test', account: 'ren.amed@acme.test' });

    const entra = await createUser('E_1234@contoso.example', 'erik.upn@acme.test');
    const upn = await s.scim(
      token,
      'PATCH',
      `/Users/${entra}`,
      patchOp({ op: 'Replace', path: 'userName', value: 'E_5678@contoso.example' }),
    );
    expect(upn.statusCode).toBe(200);
    expect(upn.json().userName).toBe('E_5678@contoso.example');
    expect(await addresses(entra)).toEqual({ member: 'erik.upn@acme.test', account: 'erik.upn@acme.test' });
  });

  it('moves only this membership when the account belongs to another organization too', async () => {
    // uma is an employee here and the admin of Globex.
    const umaAcme = await s.t.login('uma@kudos.test', 'acme');
    const [uma] = await inTenant(s.t.services.db, { tenantId: acmeId, userId: null }, (tx) =>
      tx.select().from(tenantMembers).where(eq(tenantMembers.email, 'uma@kudos.test')),
    );
    const moved = await s.scim(
      token,
      'PATCH',
      `/Users/${uma?.id}`,
      patchOp({ op: 'replace', path: 'emails[type eq "work"].value', value: 'uma.acme@acme.test' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await addresses(uma?.id ?? '')).toEqual({
      member: 'uma.acme@acme.test',
      account: 'uma.acme@acme.test',
    });
    // Her account, and so Globex, keeps the address she signs in with.
    const [account] = await s.t.services.db
      .select()
      .from(users)
      .where(eq(users.id, uma?.userId ?? ''));
    expect(account?.email).toBe('uma@kudos.test');
    expect(await s.t.login('uma@kudos.test', 'globex')).toBeTruthy();
    // Her old account's session here ends: it is no longer a member.
    const me = await s.t.request({ method: 'GET', url: '/api/identity/tenantMembers/me', token: umaAcme });
    expect(me.statusCode).toBe(401);
  });

  it('answers 409 uniqueness for an address a member or another account has, changing nothing', async () => {
    const id = await createUser('pat.put@acme.test', 'pat.put@acme.test');
    const put = (address: string) =>
      s.scim(token, 'PUT', `/Users/${id}`, {
        schemas: [scimSchemas.user],
        userName: 'pat.put@acme.test',
        name: { givenName: 'Pat', familyName: 'Put' },
        emails: [{ primary: true, value: address, type: 'work' }],
        active: true,
      });
    // eve is a member here; lee has an account (another organization's) but is no member of Acme.
    await s.t.services.db
      .insert(users)
      .values({ email: 'lee@acme.test', firstName: 'Lee', lastName: 'Elsewhere', passwordHash: null });
    for (const taken of ['eve@acme.test', 'lee@acme.test']) {
      const refused = await put(taken);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ scimType: 'uniqueness', status: '409' });
    }
    // gus's address is outside Acme's verified domains: Acme's directory cannot name it at all.
    const outside = await put('gus@globex.test');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ scimType: 'invalidValue', status: '400' });
    expect(await addresses(id)).toEqual({ member: 'pat.put@acme.test', account: 'pat.put@acme.test' });
    expect(await updates(id)).toHaveLength(0);
    const moved = await put('pat.new@acme.test');
    expect(moved.statusCode).toBe(200);
    expect(await addresses(id)).toEqual({ member: 'pat.new@acme.test', account: 'pat.new@acme.test' });
  });
});
