import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scimSchemas } from '#shared/contract/scim';
import { type ScimApp, startScimApp } from '../../test/fixtures/scim.ts';

let s: ScimApp;
let token: string;
beforeAll(async () => {
  s = await startScimApp();
  token = await s.newToken();
});
afterAll(() => s.t.close());

const patchOp = (...Operations: unknown[]) => ({ schemas: [scimSchemas.patchOp], Operations });

/** The create request of Okta's SCIM 2.0 reference (values changed). */
const oktaUser = {
  schemas: [scimSchemas.user],
  userName: 'okta.person@acme.test',
  name: { givenName: 'Otto', familyName: 'Kappa' },
  emails: [{ primary: true, value: 'okta.person@acme.test', type: 'work' }],
  displayName: 'Otto Kappa',
  locale: 'en-US',
  externalId: '00ujl29u0le5T6Aj10h7',
  groups: [],
  password: '1mz050nq',
  active: true,
};

/** The create request Microsoft Entra ID sends (values changed): a UPN as userName, the enterprise extension. */
const entraUser = {
  schemas: [scimSchemas.user, scimSchemas.enterpriseUser],
  externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
  userName: 'Test_User_ab6490ee@contoso.example',
  active: true,
  addresses: [{ primary: true, type: 'work', country: 'DE', postalCode: '10115' }],
  displayName: 'Erika Entra',
  emails: [{ primary: true, type: 'work', value: 'erika.entra@acme.test' }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Erika Entra', familyName: 'Entra', givenName: 'Erika' },
  phoneNumbers: [{ primary: true, type: 'work', value: '+49 30 1234' }],
  roles: [],
  title: 'Engineer',
  [scimSchemas.enterpriseUser]: { employeeNumber: '42', department: 'Platform', manager: { value: 'x' } },
};

describe('SCIM Users as Okta provisions them', () => {
  let id: string;
  it('finds nobody by userName first, then creates the member', async () => {
    const search = await s.scim(
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "okta.person@acme.test"')}&startIndex=1&count=100`,
    );
    expect(search.statusCode).toBe(200);
    expect(search.headers['content-type']).toContain('application/scim+json');
    expect(search.json()).toMatchObject({
      schemas: [scimSchemas.listResponse],
      totalResults: 0,
      Resources: [],
    });

    const created = await s.scim(token, 'POST', '/Users', oktaUser);
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      userName: 'okta.person@acme.test',
      externalId: '00ujl29u0le5T6Aj10h7',
      name: { givenName: 'Otto', familyName: 'Kappa' },
      active: true,
      meta: {
        resourceType: 'User',
        location: expect.stringMatching(new RegExp(`/api/scim/v2/Users/${id}$`)),
      },
    });
    const member = (await s.api('ada', 'GET', `/identity/tenantMembers/${id}`)).json();
    expect(member).toMatchObject({
      firstName: 'Otto',
      lastName: 'Kappa',
      email: 'okta.person@acme.test',
      suspended: false,
    });

    const found = await s.scim(
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "00ujl29u0le5T6Aj10h7"')}`,
    );
    expect(found.json().Resources.map((u: { id: string }) => u.id)).toEqual([id]);
  });

  it('deactivates with a pathless replace of active, which suspends the member and ends their sessions', async () => {
    const response = await s.scim(
      token,
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'replace', value: { active: false } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    expect((await s.api('ada', 'GET', `/identity/tenantMembers/${id}`)).json().suspended).toBe(true);
    const audit = (await s.api('ada', 'GET', `/auditing/logs?targetId=${id}`)).json().results;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['member.suspend', 'member.create']);
    expect(audit[0]).toMatchObject({ actor: null, after: { suspended: true, via: 'scim' } });
  });

  it('reactivates with PUT of the whole user', async () => {
    const response = await s.scim(token, 'PUT', `/Users/${id}`, {
      ...oktaUser,
      id,
      name: { givenName: 'Otto', familyName: 'Kappa-Lee' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: true, name: { familyName: 'Kappa-Lee' } });
  });

  it('refuses a second user with the same address: 409 uniqueness', async () => {
    const response = await s.scim(token, 'POST', '/Users', { ...oktaUser, externalId: 'other' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      schemas: [scimSchemas.error],
      status: '409',
      scimType: 'uniqueness',
    });
  });
});

describe('SCIM Users as Entra ID provisions them', () => {
  let id: string;
  it('creates from a UPN userName and the work mail, and finds the member by that userName', async () => {
    const created = await s.scim(token, 'POST', '/Users', entraUser);
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      userName: 'Test_User_ab6490ee@contoso.example',
      emails: [{ value: 'erika.entra@acme.test' }],
      title: 'Engineer',
      [scimSchemas.enterpriseUser]: { department: 'Platform' },
    });
    const member = (await s.api('ada', 'GET', `/identity/tenantMembers/${id}`)).json();
    expect(member.publicStaffProfile).toMatchObject({ jobTitle: 'Engineer', department: 'Platform' });
    const search = await s.scim(
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "test_user_ab6490ee@contoso.example"')}`,
    );
    expect(search.json().totalResults).toBe(1);
  });

  it('applies Entra PATCH: capitalised ops, string booleans, filtered e-mail paths, the enterprise department', async () => {
    const response = await s.scim(
      token,
      'PATCH',
      `/Users/${id}`,
      patchOp(
        { op: 'Replace', path: 'title', value: 'Staff Engineer' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'erika.e@acme.test' },
        { op: 'Replace', path: 'name.givenName', value: 'Erica' },
        { op: 'Replace', path: `${scimSchemas.enterpriseUser}:department`, value: 'Core' },
        { op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+49 170 0000' },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Staff Engineer',
      emails: [{ value: 'erika.e@acme.test' }],
      name: { givenName: 'Erica', familyName: 'Entra' },
      [scimSchemas.enterpriseUser]: { department: 'Core' },
    });
    const off = await s.scim(
      token,
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'False' }),
    );
    expect(off.json().active).toBe(false);
    expect((await s.api('ada', 'GET', `/identity/tenantMembers/${id}`)).json().suspended).toBe(true);
  });

  it('DELETE suspends (history stays) and answers 204', async () => {
    const on = await s.scim(
      token,
      'PATCH',
      `/Users/${id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'True' }),
    );
    expect(on.json().active).toBe(true);
    expect((await s.scim(token, 'DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await s.api('ada', 'GET', `/identity/tenantMembers/${id}`)).json().suspended).toBe(true);
  });
});

describe('SCIM deprovisioning ends sessions', () => {
  const me = (token: string, host: 'acme' | 'globex' = 'acme') =>
    s.t.request({ method: 'GET', url: '/api/identity/tenantMembers/me', token, host });
  const expectSessionEnded = async (token: string) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      name: 'UnauthorizedError',
      message: 'The access token has expired or was revoked',
    });
  };
  const setActive = (active: boolean) =>
    s.scim(token, 'PATCH', `/Users/${s.ids.uma}`, patchOp({ op: 'replace', path: 'active', value: active }));

  it("active=false ends the member's sessions here at once and for good, not their other organization's", async () => {
    const acme = await s.t.login('uma@kudos.test', 'acme');
    const globex = await s.t.login('uma@kudos.test', 'globex');
    expect((await me(acme)).statusCode).toBe(200);
    expect((await setActive(false)).json().active).toBe(false);
    await expectSessionEnded(acme);
    expect((await me(globex, 'globex')).statusCode).toBe(200);

    expect((await setActive(true)).json().active).toBe(true);
    await expectSessionEnded(acme);
    expect((await me(await s.t.login('uma@kudos.test', 'acme'))).statusCode).toBe(200);
  });

  it('DELETE (which suspends) ends them too, and reactivating does not bring them back', async () => {
    const acme = await s.t.login('uma@kudos.test', 'acme');
    expect((await s.scim(token, 'DELETE', `/Users/${s.ids.uma}`)).statusCode).toBe(204);
    await expectSessionEnded(acme);
    expect((await setActive(true)).json().active).toBe(true);
    await expectSessionEnded(acme);
  });
});

describe('SCIM refuses bad input with a SCIM error and creates nothing', () => {
  const memberCount = async () =>
    (await s.scim(token, 'GET', '/Users?count=0')).json().totalResults as number;

  it('an unknown attribute, a missing userName, malformed JSON, a bad filter, an unknown PATCH path', async () => {
    const before = await memberCount();
    const cases = [
      await s.scim(token, 'POST', '/Users', {
        ...oktaUser,
        userName: 'new@acme.test',
        emails: [],
        favouriteColour: 'blue',
      }),
      await s.scim(token, 'POST', '/Users', { name: { givenName: 'No' } }),
      await s.t.request({
        method: 'POST',
        url: '/api/scim/v2/Users',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        payload: '{"userName": ',
      }),
      await s.scim(token, 'GET', `/Users?filter=${encodeURIComponent('name.givenName co "x"')}`),
      await s.scim(token, 'POST', '/Users', { userName: 'not-an-address' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/scim+json');
      expect(response.json()).toMatchObject({
        schemas: [scimSchemas.error],
        status: '400',
        detail: expect.any(String),
      });
    }
    expect(cases[0]?.json().detail).toContain('favouriteColour');
    expect(cases[3]?.json().scimType).toBe('invalidFilter');
    expect(await memberCount()).toBe(before);

    const users = (await s.scim(token, 'GET', '/Users?count=1')).json().Resources;
    const patched = await s.scim(
      token,
      'PATCH',
      `/Users/${users[0].id}`,
      patchOp({ op: 'replace', path: 'shoeSize', value: 44 }),
    );
    expect(patched.statusCode).toBe(400);
    expect(patched.json().scimType).toBe('invalidPath');
  });

  it('a wrong, missing or revoked token: 401 in SCIM form', async () => {
    const wrong = await s.scim('x'.repeat(43), 'POST', '/Users', {
      ...oktaUser,
      userName: 'nobody@acme.test',
      emails: [],
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ schemas: [scimSchemas.error], status: '401' });
    expect((await s.scim(null, 'GET', '/Users')).statusCode).toBe(401);
    // A member's own session token is not a SCIM token.
    expect((await s.scim(s.tokens.ada, 'GET', '/Users')).statusCode).toBe(401);
    expect(
      (await s.scim(token, 'GET', '/Users?filter=userName%20eq%20%22nobody%40acme.test%22')).json()
        .totalResults,
    ).toBe(0);
  });

  it('an unknown user: 404 in SCIM form', async () => {
    const response = await s.scim(token, 'GET', '/Users/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ schemas: [scimSchemas.error], status: '404' });
  });
});

describe('SCIM discovery', () => {
  it('answers ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const config = await s.scim(token, 'GET', '/ServiceProviderConfig');
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = (await s.scim(token, 'GET', '/ResourceTypes')).json();
    expect(types.Resources.map((t: { id: string }) => t.id)).toEqual(['User', 'Group']);
    const schemas = (await s.scim(token, 'GET', '/Schemas')).json();
    expect(schemas.Resources.map((t: { id: string }) => t.id)).toContain(scimSchemas.user);
  });
});
