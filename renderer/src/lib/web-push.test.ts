import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './web-push.ts';

describe('base64UrlToBytes', () => {
  it('decodes unpadded base64url', () => {
    // "-_8" is base64url for 0xFB 0xFF (base64 "+/8=").
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('decodes a 65-byte P-256 key', () => {
    const key = `B${'A'.repeat(86)}`;
    expect(base64UrlToBytes(key)).toHaveLength(65);
  });
});
