import { syncMembersWithRecords } from '../apps/identity/staffing/records.ts';
import type { Tx } from '../db/client.ts';
import { staffRecords } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';

/** Acme's HR records (issue 12's demo data): everyone with a department; eve and sam report to max. */
export const demoStaffRecords = [
  {
    email: 'ada@acme.test',
    employeeId: 'A-001',
    department: 'People Operations',
    location: 'Berlin',
    country: 'Germany',
    manager: null,
  },
  {
    email: 'max@acme.test',
    employeeId: 'A-002',
    department: 'Engineering',
    location: 'Berlin',
    country: 'Germany',
    manager: null,
  },
  {
    email: 'eve@acme.test',
    employeeId: 'A-003',
    department: 'Engineering',
    location: 'Berlin',
    country: 'Germany',
    manager: 'A-002',
  },
  {
    email: 'sam@acme.test',
    employeeId: 'A-004',
    department: 'Engineering',
    location: 'Lisbon',
    country: 'Portugal',
    manager: 'A-002',
  },
] as const;

/** Inserts the records and lets the members follow them, as an import would (profiles, managers). */
export async function seedDemoStaffRecords(tx: Tx, tenantIds: Map<string, string>): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  await tx.insert(staffRecords).values(
    demoStaffRecords.map((record) => {
      const account = demoAccounts.find((demo) => demo.email === record.email);
      if (!account) throw new Error(`seed: no demo account ${record.email}`);
      return {
        tenantId,
        employeeId: record.employeeId,
        firstName: account.firstName,
        lastName: account.lastName,
        email: record.email,
        managerEmployeeId: record.manager,
        jobTitle: account.jobTitle,
        department: record.department,
        location: record.location,
        country: record.country,
        region: 'EMEA',
      };
    }),
  );
  await syncMembersWithRecords(tx, tenantId);
}
