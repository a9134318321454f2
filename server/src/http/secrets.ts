import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque secret for a bearer token, handoff state or link: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const bearerPattern = /^Bearer ([A-Za-z0-9_-]{32,128})$/;
