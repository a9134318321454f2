import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpStep, totpUrl, verifyTotp } from './totp.ts';

const at = new Date('2025-03-01T12:00:10Z');
const step = Math.floor(at.getTime() / 30_000);

describe('totp', () => {
  it('makes distinct 160-bit base32 secrets', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes.length).toBe(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes an otpauth URL with the issuer, account and settings', () => {
    const secret = newTotpSecret();
    const url = new URL(totpUrl(secret, 'ada@acme.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toContain('Kudos:ada@acme.test');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'Kudos',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('matches the RFC 6238 SHA1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T=59 → 94287082 (8 digits; 6 → 287082).
    const secret = Secret.fromUTF8('12345678901234567890').base32;
    expect(totpCode(secret, new Date(59_000))).toBe('287082');
    expect(verifyTotp(secret, '287082', new Date(59_000))).toBe(1);
  });

  it('returns the matched step, one step either side', () => {
    const secret = newTotpSecret();
    expect(totpStep(at)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and malformed input', () => {
    const secret = newTotpSecret();
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() + 60_000)), at)).toBeNull();
    const near = [-30_000, 0, 30_000].map((offset) => totpCode(secret, new Date(at.getTime() + offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
    expect(verifyTotp(secret, wrong, at)).toBeNull();
    expect(verifyTotp(secret, '12345', at)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', at)).toBeNull();
  });
});
