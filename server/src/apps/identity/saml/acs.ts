import type { Profile } from '@node-saml/node-saml';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { inTenant, type Tx } from '../../../db/client.ts';
import { type SamlSessionRef, samlAssertions, tenantMembers, users } from '../../../db/schema.ts';
import { ApiError } from '../../../http/errors.ts';
import type { TenantRow } from '../../../http/tenancy.ts';
import { audit } from '../../../kernel/audit.ts';
import type { Services } from '../../../services.ts';
import { isInVerifiedDomain } from '../email-domains/domains.ts';
import { resolveRole } from '../members/rules.ts';
import { personFrom, type SamlPerson } from './attributes.ts';
import { parseXml } from './idp-metadata.ts';
import { type SamlProviderRow, spEndpoints } from './providers.ts';
import { clockSkewMs, serviceProvider } from './service-provider.ts';

const protocolNs = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionNs = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** Why a response was refused: the code goes to the audit log and the error's message. */
export type SamlRefusal =
  | 'malformed'
  | 'destination'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'recipient'
  | 'expired'
  | 'inResponseTo'
  | 'replayed'
  | 'status'
  | 'noEmail'
  | 'notAMember'
  | 'suspended'
  | 'domain'
  | 'linkSent';

const messages: Record<SamlRefusal, string> = {
  malformed: 'The sign-in response is not a SAML response.',
  destination: 'The sign-in response was sent to another address.',
  signature: 'The sign-in response is not signed by the identity provider.',
  issuer: 'The sign-in response comes from another identity provider.',
  audience: 'The sign-in response is meant for another service.',
  recipient: 'The sign-in response is meant for another address.',
  expired: 'The sign-in response has expired. Sign in again.',
  inResponseTo: 'The sign-in response does not answer a sign-in started here. Sign in again.',
  replayed: 'The sign-in response was already used. Sign in again.',
  status: 'The identity provider did not sign you in.',
  noEmail: 'The identity provider did not send an email address.',
  notAMember: 'There is no account for you in this organization. Ask an admin to add you.',
  suspended: 'This account is suspended.',
  domain: "Your identity provider may sign in only addresses in this organization's verified domains.",
  linkSent:
    'You already have an account with this address. We sent you an e-mail: open its link to join this organization.',
};

export class SamlRefused extends ApiError {
  constructor(readonly reason: SamlRefusal) {
    const status = reason === 'notAMember' || reason === 'suspended' || reason === 'domain' ? 403 : 401;
    super(status, 'SamlResponseError', messages[reason]);
  }
}

/** node-saml's error messages, sorted into the refusals a person and an admin can act on. */
function refusalOf(error: unknown): SamlRefusal {
  const message = error instanceof Error ? error.message : '';
  if (/status/i.test(message) && error instanceof Error && 'xmlStatus' in error) return 'status';
  if (/signature|signed|Cannot obtain assertion/i.test(message)) return 'signature';
  if (/audience/i.test(message)) return 'audience';
  if (/issuer/i.test(message)) return 'issuer';
  if (/InResponseTo/i.test(message)) return 'inResponseTo';
  if (/expired|NotBefore|NotOnOrAfter|too old|max age/i.test(message)) return 'expired';
  return 'malformed';
}

/** Attribute values of the single signed assertion node-saml validated (never the raw response). */
function assertionFacts(profile: Profile) {
  const xml = profile.getAssertionXml?.();
  if (!xml) throw new SamlRefused('malformed');
  const assertion = parseXml(xml).documentElement;
  const id = assertion?.getAttribute('ID');
  if (!assertion || !id) throw new SamlRefused('malformed');
  const confirmations = Array.from(assertion.getElementsByTagNameNS(assertionNs, 'SubjectConfirmationData'));
  const conditions = assertion.getElementsByTagNameNS(assertionNs, 'Conditions')[0];
  const ends = [
    conditions?.getAttribute('NotOnOrAfter'),
    ...confirmations.map((c) => c.getAttribute('NotOnOrAfter')),
  ]
    .filter((value): value is string => !!value)
    .map((value) => new Date(value).getTime())
    .filter((value) => Number.isFinite(value));
  return {
    id,
    recipients: confirmations
      .map((c) => c.getAttribute('Recipient'))
      .filter((value): value is string => !!value),
    notOnOrAfter: ends.length ? new Date(Math.max(...ends) + clockSkewMs) : null,
  };
}

/** Whether any of these assertion ids was already accepted for this provider. */
async function alreadyUsed(services: Services, tenantId: string, providerId: string, ids: string[]) {
  const known = ids.filter(Boolean);
  if (known.length === 0) return false;
  const rows = await inTenant(services.db, { tenantId, userId: null }, (tx) =>
    tx
      .select({ id: samlAssertions.assertionId })
      .from(samlAssertions)
      .where(and(eq(samlAssertions.providerId, providerId), inArray(samlAssertions.assertionId, known))),
  );
  return rows.length > 0;
}

/**
 * Checks a POSTed SAMLResponse for one provider and returns the person it names. node-saml
 * checks signature (refusing wrapped and multiple assertions), issuer, audience, time window and
 * InResponseTo; here the response's Destination and the assertion's Recipient must be this
 * provider's ACS, and the assertion id may be used once (kept until it expires).
 */
export async function validateResponse(
  services: Services,
  tenant: TenantRow,
  provider: SamlProviderRow,
  samlResponse: string,
): Promise<SamlPerson & { session: SamlSessionRef }> {
  const { acsUrl } = spEndpoints(services, tenant, provider.id);
  let destination: string | null | undefined;
  let claimedIds: string[];
  try {
    const doc = parseXml(Buffer.from(samlResponse, 'base64').toString('utf8'));
    const root = doc.documentElement;
    if (root?.namespaceURI !== protocolNs || root.localName !== 'Response') throw new Error('not a response');
    destination = root.getAttribute('Destination');
    claimedIds = Array.from(root.getElementsByTagNameNS(assertionNs, 'Assertion')).map(
      (a) => a.getAttribute('ID') ?? '',
    );
  } catch {
    throw new SamlRefused('malformed');
  }
  if (destination && destination !== acsUrl) throw new SamlRefused('destination');
  // A response seen before is named a replay before its (spent) request id is looked at; the
  // ids are not trusted yet, which can only make a refusal more likely, never an acceptance.
  if (await alreadyUsed(services, tenant.id, provider.id, claimedIds)) throw new SamlRefused('replayed');

  let profile: Profile | null;
  try {
    const sp = await serviceProvider(services, tenant, provider);
    ({ profile } = await sp.validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    throw new SamlRefused(refusalOf(error));
  }
  if (!profile) throw new SamlRefused('malformed');
  const facts = assertionFacts(profile);
  if (facts.recipients.length === 0 || facts.recipients.some((recipient) => recipient !== acsUrl)) {
    throw new SamlRefused('recipient');
  }
  const now = services.now();
  const expiresAt = facts.notOnOrAfter ?? new Date(now.getTime() + 24 * 60 * 60_000);
  const fresh = await inTenant(services.db, { tenantId: tenant.id, userId: null }, async (tx) => {
    await tx.delete(samlAssertions).where(lt(samlAssertions.expiresAt, now));
    return tx
      .insert(samlAssertions)
      .values({ tenantId: tenant.id, providerId: provider.id, assertionId: facts.id, expiresAt })
      .onConflictDoNothing()
      .returning({ id: samlAssertions.assertionId });
  });
  if (fresh.length === 0) throw new SamlRefused('replayed');
  const person = personFrom(profile);
  if (!person) throw new SamlRefused('noEmail');
  // The IdP's session, so its single logout can later find the session this sign-in starts.
  const session: SamlSessionRef = {
    providerId: provider.id,
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat ?? null,
    sessionIndex: profile.sessionIndex ?? null,
  };
  return { ...person, session };
}

/** What the audit log keeps of an SSO sign-in or its failure. */
export async function auditSsoSignIn(
  services: Services,
  request: FastifyRequest,
  tenantId: string,
  provider: SamlProviderRow,
  entry: { memberId: string | null; email: string | null; reason?: SamlRefusal },
): Promise<void> {
  await inTenant(services.db, { tenantId, userId: null }, (tx) =>
    audit(
      tx,
      { tenantId, memberId: entry.reason ? null : entry.memberId },
      {
        action: entry.reason ? 'session.signInFailed' : 'session.signIn',
        targetType: 'tenantMember',
        targetId: entry.memberId,
        before: null,
        after: {
          method: 'saml',
          provider: { id: provider.id, name: provider.name },
          email: entry.email,
          address: request.ip,
          ...(entry.reason ? { reason: entry.reason } : {}),
        },
      },
    ),
  );
}

/**
 * Creates the member just in time for an account: a new one made here, or (from the mailed link)
 * the existing one whose owner confirmed. Names come from the IdP, else the address.
 */
export async function createMember(
  tx: Tx,
  tenantId: string,
  provider: SamlProviderRow,
  person: SamlPerson,
  userId: string,
) {
  const local = person.email.split('@')[0] ?? person.email;
  const firstName = person.firstName ?? local;
  const lastName = person.lastName ?? '';
  const role = await resolveRole(tx, provider.defaultRole).catch(() => ({
    role: 'employee',
    customRoleId: null,
  }));
  const user = { id: userId };
  const profile: Record<string, string> = {};
  if (person.jobTitle) profile.jobTitle = person.jobTitle;
  if (person.department) profile.department = person.department;
  const [created] = await tx
    .insert(tenantMembers)
    .values({
      tenantId,
      userId: user.id,
      firstName,
      lastName,
      email: person.email,
      ...role,
      publicStaffProfile: profile,
      invitationStatus: 'joined',
    })
    .onConflictDoNothing({ target: [tenantMembers.tenantId, tenantMembers.userId] })
    .returning();
  if (!created) throw new SamlRefused('notAMember');
  await audit(
    tx,
    { tenantId, memberId: null },
    {
      action: 'member.create',
      targetType: 'tenantMember',
      targetId: created.id,
      before: null,
      after: {
        email: created.email,
        firstName: created.firstName,
        lastName: created.lastName,
        role: created.role,
        source: { method: 'saml', provider: provider.name },
      },
    },
  );
  return created;
}

/** What an accepted assertion leads to: the member to sign in, or an existing account to ask. */
export type SsoOutcome =
  | { kind: 'member'; member: typeof tenantMembers.$inferSelect }
  | { kind: 'confirm'; userId: string };

/**
 * The member the person is in this tenant: found by e-mail, or created just in time when the
 * provider allows it. The organization's IdP is trusted only for addresses in its verified
 * domains; a suspended member is refused. Just in time never links an account that exists
 * already (it may belong to other organizations, or have a password of its own): its owner
 * confirms by the mailed link first (`confirm`).
 */
export async function memberFor(
  services: Services,
  tenantId: string,
  provider: SamlProviderRow,
  person: SamlPerson,
): Promise<SsoOutcome> {
  return inTenant(services.db, { tenantId, userId: null }, async (tx) => {
    if (!(await isInVerifiedDomain(tx, tenantId, person.email))) throw new SamlRefused('domain');
    const [existing] = await tx
      .select()
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.email, person.email)));
    if (existing?.suspendedAt) throw new SamlRefused('suspended');
    if (existing) return { kind: 'member', member: existing };
    if (!provider.jitEnabled) throw new SamlRefused('notAMember');
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (account) return { kind: 'confirm', userId: account.id };
    const local = person.email.split('@')[0] ?? person.email;
    const [created] = await tx
      .insert(users)
      .values({
        email: person.email,
        firstName: person.firstName ?? local,
        lastName: person.lastName ?? '',
        passwordHash: null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Made by a racing request a moment ago: an account that exists, so its owner is asked.
    if (!created) throw new SamlRefused('notAMember');
    return { kind: 'member', member: await createMember(tx, tenantId, provider, person, created.id) };
  });
}
