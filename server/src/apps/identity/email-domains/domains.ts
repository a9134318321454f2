import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  type DomainCheckError,
  domainRecordPrefix,
  domainRecordValuePrefix,
  type EmailDomain,
} from '#shared/contract/email-domains';
import type { Tx } from '../../../db/client.ts';
import { tenantEmailDomains } from '../../../db/schema.ts';
import type { ResolveTxt } from '../../../services.ts';

export type EmailDomainRow = typeof tenantEmailDomains.$inferSelect;

export type { ResolveTxt } from '../../../services.ts';

/** The part after the last `@`, lower case; null for a string that is no address. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).toLowerCase();
}

/** 128 random bits: nobody can guess the value another organization must publish. */
export const newDomainToken = () => randomBytes(16).toString('hex');

export const recordNameOf = (domain: string) => `${domainRecordPrefix}.${domain}`;
export const recordValueOf = (token: string) => `${domainRecordValuePrefix}${token}`;

export function toEmailDomain(row: EmailDomainRow): EmailDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.verifiedAt ? 'verified' : 'pending',
    recordName: recordNameOf(row.domain),
    recordValue: recordValueOf(row.verificationToken),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    lastCheckError: (row.lastCheckError as DomainCheckError | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Whether the domain's TXT records hold this organization's value. A record split into several
 * strings (long TXT values are) counts joined, as DNS means it.
 */
export async function checkDomainRecord(
  resolveTxt: ResolveTxt,
  domain: string,
  token: string,
): Promise<DomainCheckError | null> {
  let records: string[][];
  try {
    records = await resolveTxt(recordNameOf(domain));
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'ENOTFOUND' || code === 'ENODATA' ? 'notFound' : 'lookupFailed';
  }
  const expected = recordValueOf(token);
  return records.some((parts) => parts.join('').trim() === expected) ? null : 'mismatch';
}

/**
 * Whether an address is in one of the caller's tenant's verified domains: the only addresses its
 * identity provider and SCIM client are trusted for. Runs in the tenant's transaction (row-level
 * security keeps other organizations' domains out as well).
 */
export async function isInVerifiedDomain(tx: Tx, tenantId: string, email: string): Promise<boolean> {
  const domain = emailDomainOf(email);
  if (!domain) return false;
  const [row] = await tx
    .select({ id: tenantEmailDomains.id })
    .from(tenantEmailDomains)
    .where(
      and(
        eq(tenantEmailDomains.tenantId, tenantId),
        eq(tenantEmailDomains.domain, domain),
        isNotNull(tenantEmailDomains.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
