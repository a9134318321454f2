import { createSign, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';

/**
 * A self-signed X.509 certificate for an RSA key, DER-encoded by hand: SAML metadata carries keys
 * as certificates, IdPs only read the key out of them (no chain, no revocation), and Node can sign
 * but not build certificates. Just the fields RFC 5280 requires: no extensions.
 */

const tlv = (tag: number, body: Buffer): Buffer => {
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : (() => {
          const bytes: number[] = [];
          for (let n = body.length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
          return Buffer.from([0x80 | bytes.length, ...bytes]);
        })();
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const integer = (value: Buffer) =>
  tlv(0x02, value[0] !== undefined && value[0] & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
const oid = (dotted: string) => {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let n = arc >> 7; n > 0; n >>= 7) chunk.unshift((n & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
/** UTCTime for years before 2050, GeneralizedTime after (RFC 5280 §4.1.2.5). */
const time = (date: Date) => {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
};
const sha256WithRsa = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

export type KeyPairWithCertificate = { privateKey: string; certificate: string };

/** A fresh RSA-2048 key (PKCS#8 PEM) and its self-signed certificate (PEM) for `commonName`. */
export function selfSignedKeyPair(commonName: string, now: Date, years = 10): KeyPairWithCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))));
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    sha256WithRsa,
    name,
    sequence(time(new Date(now.getTime() - 60_000)), time(until)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = createSign('sha256').update(tbs).sign(privateKey);
  const der = sequence(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const certificate = new X509Certificate(der).toString();
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certificate };
}
