import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

/**
 * The e-mail domains of an organization (issue 25, /tenant/security): its identity provider and
 * its SCIM client are trusted only for addresses in the verified ones. A domain is verified by a
 * DNS TXT record the admin adds (docs/security.md, "Verified domains").
 */

/** Where the TXT record goes, and what it must hold. */
export const domainRecordPrefix = '_kudos-challenge';
export const domainRecordValuePrefix = 'kudos-verification=';

/** A host name of two labels or more, each 1–63 letters, digits or hyphens; stored in lower case. */
export const emailDomainName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, '').replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253, { error: 'A domain has at most 253 characters.' })
      .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, {
        error: 'Enter a domain such as example.com.',
      }),
  );

export const createEmailDomainRequest = z.object({ domain: emailDomainName });
export type CreateEmailDomainRequest = z.infer<typeof createEmailDomainRequest>;

/** What the last lookup found wanting: no record at the name, records without the value, no answer. */
export const domainCheckError = z.enum(['notFound', 'mismatch', 'lookupFailed']);
export type DomainCheckError = z.infer<typeof domainCheckError>;

export const emailDomain = z.object({
  id: idSchema,
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  /** The TXT record to add: its name and its value. */
  recordName: z.string(),
  recordValue: z.string(),
  verifiedAt: isoDateTime.nullable(),
  lastCheckedAt: isoDateTime.nullable(),
  lastCheckError: domainCheckError.nullable(),
  createdAt: isoDateTime,
});
export type EmailDomain = z.infer<typeof emailDomain>;
export const emailDomainList = z.object({ results: z.array(emailDomain) });
