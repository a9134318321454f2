import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults: the only settings every authenticator app reads correctly. */
export const totpSettings = { issuer: 'Kudos', algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side absorbs clock drift between the phone and the server. */
const window = 1;

/** A new random 160-bit secret (RFC 4226's recommended size), base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from a QR code, labeled with the account. */
export function totpUrl(secret: string, accountEmail: string): string {
  return new TOTP({ ...totpSettings, label: accountEmail, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step `at` falls in. */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: totpSettings.period, timestamp: at.getTime() });
}

/** The code for `at`; tests and tools use it, the server only verifies. */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ ...totpSettings, secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/**
 * The time step `code` matches at `at` (±1 step), or null. Callers accept only steps after the
 * last one they accepted, so each code works once.
 */
export function verifyTotp(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    ...totpSettings,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: at.getTime(),
    window,
  });
  return delta === null ? null : totpStep(at) + delta;
}
