import { describe, expect, it } from 'vitest';
import { patchStaffRecordRequest, type StaffRecord } from '#shared/contract/staffing';
import { recordForm, recordFormValues, recordPatch } from './record-form.ts';

const record: StaffRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  employeeId: 'A-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.test',
  managerEmployeeId: null,
  jobTitle: 'Lead',
  startDate: '2020-01-02',
  birthday: null,
  segments: {
    country: 'UK',
    region: null,
    location: null,
    department: 'People',
    costCenter: null,
    businessUnit: null,
    group: null,
  },
  memberId: null,
  invitationStatus: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the record form', () => {
  it('starts from the record with empty text for every missing value', () => {
    const values = recordFormValues(record);
    expect(values).toMatchObject({ managerEmployeeId: '', birthday: '', startDate: '2020-01-02' });
    expect(values.segments).toMatchObject({ country: 'UK', region: '' });
  });

  it('sends empty fields as null, and the body passes the contract', () => {
    const values = { ...recordFormValues(record), jobTitle: ' ', birthday: '', startDate: '' };
    const parsed = recordForm.parse(values);
    const body = recordPatch(parsed);
    expect(body).toMatchObject({ jobTitle: null, birthday: null, startDate: null, managerEmployeeId: null });
    expect(body.segments).toMatchObject({ country: 'UK', region: null, department: 'People' });
    expect(patchStaffRecordRequest.safeParse(body).success).toBe(true);
  });

  it("refuses what the contract refuses, on the field's own path", () => {
    const result = recordForm.safeParse({
      ...recordFormValues(record),
      firstName: '',
      startDate: '2024-02-30',
      birthday: '13-01',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'startDate', 'birthday']));
  });
});
