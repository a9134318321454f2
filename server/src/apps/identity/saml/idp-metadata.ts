import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { samlLimits } from '#shared/contract/saml';
import { invalid } from '../../../http/errors.ts';

const mdNs = 'urn:oasis:names:tc:SAML:2.0:metadata';
const dsNs = 'http://www.w3.org/2000/09/xmldsig#';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the product keeps of an IdP's metadata. */
export type IdpMetadata = {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
  /** Its HTTP-Redirect single logout service, if any (docs/saml.md, single logout). */
  sloUrl: string | null;
  /** WantAuthnRequestsSigned: our AuthnRequests (and logout messages) to it are signed. */
  wantRequestsSigned: boolean;
};

/** The provider columns a metadata document sets (on create and "Update metadata"). */
export const metadataColumns = (metadata: IdpMetadata) => ({
  idpEntityId: metadata.entityId,
  ssoUrl: metadata.ssoUrl,
  certificates: metadata.certificates,
  sloUrl: metadata.sloUrl,
  wantRequestsSigned: metadata.wantRequestsSigned,
});

/** Parses XML strictly: any well-formedness error throws instead of yielding a partial document. */
export function parseXml(xml: string) {
  const fail = (message: string) => {
    throw new Error(message);
  };
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new Error('empty document');
  return doc;
}

const children = (parent: Element, ns: string, name: string): Element[] =>
  Array.from(parent.getElementsByTagNameNS(ns, name));

export function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** A certificate's SHA-256 fingerprint and end of validity, for the admin page. */
export function describeCertificate(pem: string): { sha256: string; notAfter: string | null } {
  const cert = new X509Certificate(pem);
  const notAfter = new Date(cert.validTo);
  return {
    sha256: cert.fingerprint256,
    notAfter: Number.isNaN(notAfter.getTime()) ? null : notAfter.toISOString(),
  };
}

/**
 * Reads an IdP's entity id, its HTTP-Redirect sign-in URL and its signing certificates from
 * SAML 2.0 metadata (an EntityDescriptor, or the first IdP of an EntitiesDescriptor). Anything
 * missing or malformed is a ValidationError on `field`, so nothing is saved.
 */
export function parseIdpMetadata(xml: string, field = 'metadataXml'): IdpMetadata {
  let doc: ReturnType<typeof parseXml>;
  try {
    doc = parseXml(xml);
  } catch {
    throw invalid(field, 'The metadata is not well-formed XML');
  }
  const entity = children(doc.documentElement as unknown as Element, mdNs, 'EntityDescriptor')
    .concat(
      doc.documentElement?.localName === 'EntityDescriptor'
        ? [doc.documentElement as unknown as Element]
        : [],
    )
    .find((candidate) => children(candidate, mdNs, 'IDPSSODescriptor').length > 0);
  const descriptor = entity ? children(entity, mdNs, 'IDPSSODescriptor')[0] : undefined;
  const entityId = entity?.getAttribute('entityID')?.trim();
  if (!entity || !descriptor || !entityId) {
    throw invalid(field, 'The metadata does not describe a SAML 2.0 identity provider');
  }
  const sso = children(descriptor, mdNs, 'SingleSignOnService').find(
    (service) => service.getAttribute('Binding') === redirectBinding,
  );
  const ssoUrl = sso?.getAttribute('Location')?.trim();
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) {
    throw invalid(field, 'The metadata has no HTTP-Redirect sign-in service');
  }
  const certificates: string[] = [];
  for (const key of children(descriptor, mdNs, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const cert of children(key, dsNs, 'X509Certificate')) {
      const pem = toPem(cert.textContent ?? '');
      try {
        describeCertificate(pem);
      } catch {
        throw invalid(field, 'The metadata holds a certificate that cannot be read');
      }
      if (!certificates.includes(pem)) certificates.push(pem);
    }
  }
  if (certificates.length === 0) throw invalid(field, 'The metadata has no signing certificate');
  const slo = children(descriptor, mdNs, 'SingleLogoutService').find(
    (service) => service.getAttribute('Binding') === redirectBinding,
  );
  const sloLocation = slo?.getAttribute('Location')?.trim();
  const sloUrl = sloLocation && /^https?:\/\//i.test(sloLocation) ? sloLocation : null;
  const wantRequestsSigned = descriptor.getAttribute('WantAuthnRequestsSigned')?.trim() === 'true';
  return { entityId, ssoUrl, certificates, sloUrl, wantRequestsSigned };
}

/** Fetches metadata from the IdP's URL: 10 seconds at most, no larger than the pasted limit. */
export async function fetchMetadata(url: string): Promise<string> {
  const unreachable = () => invalid('metadataUrl', 'The metadata URL could not be read');
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw unreachable();
  }
  if (!response.ok || !response.body) throw unreachable();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > samlLimits.metadataXml) throw invalid('metadataUrl', 'The metadata is larger than 512 KB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
