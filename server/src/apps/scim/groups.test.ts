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
const teamMemberIds = async (teamId: string) =>
  (await s.api('ada', 'GET', `/identity/teams/${teamId}/members?pageSize=100`))
    .json()
    .results.map((m: { id: string }) => m.id)
    .sort();

describe('SCIM Groups become manual teams', () => {
  let id: string;
  it('creates a team with members (Okta push group)', async () => {
    const created = await s.scim(token, 'POST', '/Groups', {
      schemas: [scimSchemas.group],
      displayName: 'Provisioned Crew',
      externalId: 'okta-group-1',
      members: [{ value: s.ids.eve, display: 'Eve' }],
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({
      displayName: 'Provisioned Crew',
      externalId: 'okta-group-1',
      members: [{ value: s.ids.eve }],
    });
    const team = (await s.api('ada', 'GET', `/identity/teams/${id}`)).json();
    expect(team).toMatchObject({ name: 'Provisioned Crew', type: 'manual' });
    expect(await teamMemberIds(id)).toEqual([s.ids.eve]);
    const found = await s.scim(
      token,
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "provisioned crew"')}&excludedAttributes=members`,
    );
    expect(found.json().Resources).toEqual([expect.not.objectContaining({ members: expect.anything() })]);
    expect(found.json().Resources[0].id).toBe(id);
  });

  it('adds members as Entra does (Add on members with a list)', async () => {
    const response = await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'Add', path: 'members', value: [{ value: s.ids.max }, { value: s.ids.sam }] }),
    );
    expect(response.statusCode).toBe(200);
    expect(await teamMemberIds(id)).toEqual([s.ids.eve, s.ids.max, s.ids.sam].sort());
  });

  it('removes one member as Okta does (members[value eq "…"]) and a list as Entra does', async () => {
    await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'remove', path: `members[value eq "${s.ids.eve}"]` }),
    );
    expect(await teamMemberIds(id)).toEqual([s.ids.max, s.ids.sam].sort());
    await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'Remove', path: 'members', value: [{ value: s.ids.max }] }),
    );
    expect(await teamMemberIds(id)).toEqual([s.ids.sam]);
  });

  it('renames with Okta pathless replace, and replaces all members', async () => {
    const renamed = await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'replace', value: { id, displayName: 'Crew Renamed' } }),
    );
    expect(renamed.json().displayName).toBe('Crew Renamed');
    await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'replace', path: 'members', value: [{ value: s.ids.ada }] }),
    );
    expect(await teamMemberIds(id)).toEqual([s.ids.ada]);
    const audit = (await s.api('ada', 'GET', `/auditing/logs?targetId=${id}&actionIn=team.update`)).json()
      .results;
    expect(audit[0]).toMatchObject({
      actor: null,
      after: { name: 'Crew Renamed', memberIds: [s.ids.ada], via: 'scim' },
    });
  });

  it('refuses a member of another organization and changes nothing', async () => {
    const response = await s.scim(
      token,
      'PATCH',
      `/Groups/${id}`,
      patchOp({ op: 'add', path: 'members', value: [{ value: s.ids.gus }, { value: s.ids.eve }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ schemas: [scimSchemas.error], scimType: 'noTarget' });
    expect(await teamMemberIds(id)).toEqual([s.ids.ada]);
  });

  it('refuses a duplicate name and unknown attributes', async () => {
    const duplicate = await s.scim(token, 'POST', '/Groups', {
      schemas: [scimSchemas.group],
      displayName: 'crew renamed',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().scimType).toBe('uniqueness');
    const unknown = await s.scim(token, 'POST', '/Groups', { displayName: 'New', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await s.scim(token, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "New"')}`)).json()
        .totalResults,
    ).toBe(0);
  });

  it('deletes the team', async () => {
    expect((await s.scim(token, 'DELETE', `/Groups/${id}`)).statusCode).toBe(204);
    expect((await s.api('ada', 'GET', `/identity/teams/${id}`)).statusCode).toBe(404);
    expect((await s.scim(token, 'GET', `/Groups/${id}`)).statusCode).toBe(404);
  });
});
