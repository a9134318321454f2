import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let eve: string;
beforeAll(async () => {
  t = await startTestApp();
  eve = await t.login('eve@acme.test');
});
afterAll(() => t.close());

const patchMe = (payload: unknown) =>
  t.request({
    method: 'PATCH',
    url: '/api/identity/tenantMembers/me',
    token: eve,
    payload: payload as object,
  });
const getMe = async () =>
  (await t.request({ method: 'GET', url: '/api/identity/tenantMembers/me', token: eve })).json();

describe('PATCH /identity/tenantMembers/me: the public staff profile', () => {
  it('saves the details, merged, and GET answers them', async () => {
    const saved = await patchMe({
      publicStaffProfile: { jobTitle: 'Lead researcher', department: 'Labs', birthday: '02-29' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().publicStaffProfile).toMatchObject({
      jobTitle: 'Lead researcher',
      department: 'Labs',
      birthday: '02-29',
    });
    expect((await patchMe({ publicStaffProfile: { location: 'Paris', department: null } })).statusCode).toBe(
      200,
    );
    expect((await getMe()).publicStaffProfile).toMatchObject({
      jobTitle: 'Lead researcher',
      department: null,
      location: 'Paris',
      birthday: '02-29',
    });
  });

  it.each(['13-45', '02-30', '04-31', '00-12', '4-23', 'April 23'])(
    'refuses the birthday "%s", a day no year has, and keeps the saved one',
    async (birthday) => {
      const response = await patchMe({ publicStaffProfile: { birthday } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        name: 'ValidationError',
        details: [
          {
            type: 'invalid_format',
            format: 'month-day',
            path: 'publicStaffProfile.birthday',
            message: 'Enter a day that exists, as MM-DD (for example 04-23)',
          },
        ],
      });
      expect((await getMe()).publicStaffProfile.birthday).toBe('02-29');
    },
  );

  it('refuses a job title over 120 characters with the limit in the detail', async () => {
    const response = await patchMe({ publicStaffProfile: { jobTitle: 'x'.repeat(121) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({
        type: 'too_big',
        path: 'publicStaffProfile.jobTitle',
        maximum: 120,
        origin: 'string',
      }),
    ]);
    expect((await getMe()).publicStaffProfile.jobTitle).toBe('Lead researcher');
  });
});
