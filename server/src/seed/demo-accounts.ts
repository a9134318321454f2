/** The demo tenants and accounts of the README (a leaf: the seed's parts import it, not demo.ts). */

export const demoPassword = 'Kudos!demo1';

type DemoTenant = { slug: string; name: string; plan: string; color: string; emailDomain: string };
export const demoTenants = {
  acme: { slug: 'acme', name: 'Acme', plan: 'enterprise', color: '#5b5fc7', emailDomain: 'acme.test' },
  globex: { slug: 'globex', name: 'Globex', plan: 'growth', color: '#107c10', emailDomain: 'globex.test' },
} satisfies Record<string, DemoTenant>;

type Membership = { tenant: keyof typeof demoTenants; role: 'admin' | 'employee'; managerEmail?: string };
type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  memberships: Membership[];
};

/** The demo accounts of the README; every one signs in with `demoPassword`. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'ada@acme.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'People Operations Lead',
    memberships: [{ tenant: 'acme', role: 'admin' }],
  },
  {
    email: 'max@acme.test',
    firstName: 'Max',
    lastName: 'Planck',
    jobTitle: 'Engineering Manager',
    memberships: [{ tenant: 'acme', role: 'employee' }],
  },
  {
    email: 'eve@acme.test',
    firstName: 'Eve',
    lastName: 'Curie',
    jobTitle: 'Software Engineer',
    memberships: [{ tenant: 'acme', role: 'employee', managerEmail: 'max@acme.test' }],
  },
  {
    email: 'sam@acme.test',
    firstName: 'Sam',
    lastName: 'Okafor',
    jobTitle: 'Product Designer',
    memberships: [{ tenant: 'acme', role: 'employee', managerEmail: 'max@acme.test' }],
  },
  {
    email: 'uma@kudos.test',
    firstName: 'Uma',
    lastName: 'Rao',
    jobTitle: 'Consultant',
    memberships: [
      { tenant: 'acme', role: 'employee' },
      { tenant: 'globex', role: 'admin' },
    ],
  },
  {
    email: 'gus@globex.test',
    firstName: 'Gus',
    lastName: 'Fring',
    jobTitle: 'Operations Analyst',
    memberships: [{ tenant: 'globex', role: 'employee' }],
  },
];
