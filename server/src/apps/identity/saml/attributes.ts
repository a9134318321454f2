import type { Profile } from '@node-saml/node-saml';
import { email as emailSchema } from '#shared/contract/identity';

/** The person an assertion names, in the product's terms. */
export type SamlPerson = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  department: string | null;
};

/**
 * Attribute names as IdPs send them: LDAP-style short names (SimpleSAMLphp, Okta's defaults),
 * OIDs (urn:oid, the SAML2 attribute profile) and Microsoft's claim URIs (Entra ID, AD FS).
 */
const names = {
  email: [
    'email',
    'mail',
    'emailAddress',
    'urn:oid:0.9.2342.19200300.100.1.3',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  ],
  firstName: [
    'givenName',
    'firstName',
    'urn:oid:2.5.4.42',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  ],
  lastName: [
    'sn',
    'surname',
    'lastName',
    'urn:oid:2.5.4.4',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  ],
  jobTitle: [
    'title',
    'jobTitle',
    'urn:oid:2.5.4.12',
    'http://schemas.microsoft.com/ws/2008/06/identity/claims/jobtitle',
  ],
  department: [
    'department',
    'ou',
    'urn:oid:2.5.4.11',
    'http://schemas.microsoft.com/ws/2008/06/identity/claims/department',
  ],
} as const;

const first = (profile: Profile, keys: readonly string[], max: number): string | null => {
  for (const key of keys) {
    const raw = profile[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, max);
  }
  return null;
};

/** The person from a validated profile; the e-mail from an attribute, else an e-mail NameID. */
export function personFrom(profile: Profile): SamlPerson | null {
  const candidate = first(profile, names.email, 254) ?? profile.nameID;
  const parsed = emailSchema.safeParse(candidate);
  if (!parsed.success) return null;
  return {
    email: parsed.data,
    firstName: first(profile, names.firstName, 100),
    lastName: first(profile, names.lastName, 100),
    jobTitle: first(profile, names.jobTitle, 120),
    department: first(profile, names.department, 120),
  };
}
