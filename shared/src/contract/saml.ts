import { z } from 'zod';
import { memberRoles } from '../constants.ts';
import { idSchema, isoDateTime } from './common.ts';

// ---- SAML 2.0 single sign-on (/tenant/security/add-sso, /tenant/security/sso/{id}) ------------

export const samlLimits = {
  name: 80,
  /** IdP metadata documents are a few kilobytes; 512 KB leaves room for federations' extras. */
  metadataXml: 512 * 1024,
  metadataUrl: 2048,
  /** A SAML response POSTed to the ACS; larger bodies are refused with 413. */
  responseBytes: 256 * 1024,
} as const;

/** The role a member created just in time gets: a built-in role or the id of a custom role. */
export const samlDefaultRole = z.union([z.enum(memberRoles), idSchema]);

const name = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(samlLimits.name, { error: `Use at most ${samlLimits.name} characters` });
const metadataUrl = z
  .url({ protocol: /^https?$/, error: 'Enter the http or https address of the metadata' })
  .max(samlLimits.metadataUrl);
const metadataXml = z
  .string()
  .min(1, { error: 'Paste the metadata XML' })
  .max(samlLimits.metadataXml, { error: 'The metadata is larger than 512 KB' });

const switches = {
  /** Create a member on first sign-in from the assertion's attributes. */
  jitEnabled: z.boolean(),
  defaultRole: samlDefaultRole,
  /** Members must sign in through this provider; admins keep their password (break glass). */
  ssoOnly: z.boolean(),
  /** Accept responses the IdP sends unasked (IdP-initiated sign-in, no InResponseTo). */
  allowIdpInitiated: z.boolean(),
};

/** A new provider from its metadata: a URL the server fetches, or the XML pasted. */
export const createSamlProviderRequest = z
  .object({
    name,
    metadataUrl: metadataUrl.optional(),
    metadataXml: metadataXml.optional(),
    ...switches,
  })
  .refine((body) => (body.metadataUrl === undefined) !== (body.metadataXml === undefined), {
    error: 'Give either the metadata URL or the metadata XML',
    path: ['metadataUrl'],
  });
export type CreateSamlProviderRequest = z.infer<typeof createSamlProviderRequest>;

/** Changes; new metadata (URL or XML) replaces the IdP's entity id, sign-in URL and certificates. */
export const updateSamlProviderRequest = z
  .object({
    name: name.optional(),
    metadataUrl: metadataUrl.optional(),
    metadataXml: metadataXml.optional(),
    jitEnabled: switches.jitEnabled.optional(),
    defaultRole: samlDefaultRole.optional(),
    ssoOnly: switches.ssoOnly.optional(),
    allowIdpInitiated: switches.allowIdpInitiated.optional(),
  })
  .refine((body) => body.metadataUrl === undefined || body.metadataXml === undefined, {
    error: 'Give either the metadata URL or the metadata XML',
    path: ['metadataUrl'],
  });
export type UpdateSamlProviderRequest = z.infer<typeof updateSamlProviderRequest>;

export const samlProvider = z.object({
  id: idSchema,
  name: z.string(),
  idpEntityId: z.string(),
  ssoUrl: z.string(),
  /** Fingerprints (SHA-256) and validity of the IdP's signing certificates. */
  certificates: z.array(z.object({ sha256: z.string(), notAfter: isoDateTime.nullable() })),
  metadataUrl: z.string().nullable(),
  jitEnabled: z.boolean(),
  defaultRole: samlDefaultRole,
  ssoOnly: z.boolean(),
  allowIdpInitiated: z.boolean(),
  /** What the IdP admin enters: our entity id, assertion consumer service URL, metadata URL. */
  spEntityId: z.string(),
  acsUrl: z.string(),
  /** Our single logout service (HTTP-POST), for an IdP configured by hand. */
  sloUrl: z.string(),
  spMetadataUrl: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SamlProvider = z.infer<typeof samlProvider>;

export const samlProviderList = z.object({ results: z.array(samlProvider) });

/** The login page's buttons: public, on the tenant's host. */
export const samlSignInOption = z.object({
  id: idSchema,
  name: z.string(),
  loginUrl: z.string(),
  /** Members must use this provider; the login page says so when a password is refused. */
  ssoOnly: z.boolean(),
});
export const samlSignInOptions = z.object({ results: z.array(samlSignInOption) });
export type SamlSignInOption = z.infer<typeof samlSignInOption>;

export const samlProviderParams = z.object({ providerId: idSchema });
export const samlLoginQuery = z.object({ next: z.string().max(2048).optional() });
/** The HTTP-POST binding's form fields at the ACS. */
export const samlAcsBody = z.object({
  SAMLResponse: z.string().min(1).max(samlLimits.responseBytes),
  RelayState: z.string().max(4096).optional(),
});

/** The HTTP-POST binding's form fields at the single logout service: a request or a response. */
export const samlSloBody = z.object({
  SAMLRequest: z.string().min(1).max(samlLimits.responseBytes).optional(),
  SAMLResponse: z.string().min(1).max(samlLimits.responseBytes).optional(),
  RelayState: z.string().max(4096).optional(),
});

/**
 * Sign-out of a session the IdP signed in: where the browser goes next to end the IdP's session
 * too (a LogoutRequest to its single logout service), or null when there is nothing to end there.
 */
export const samlLogoutResponse = z.object({ redirectUrl: z.string().nullable() });
export type SamlLogoutResponse = z.infer<typeof samlLogoutResponse>;

/** Password sign-in refused because the tenant signs members in through a provider. */
export const ssoRequiredError = 'SsoRequiredError';
