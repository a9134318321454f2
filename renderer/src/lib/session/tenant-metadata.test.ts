import { describe, expect, it } from 'vitest';
import { parseTenantMetadata } from './tenant-metadata.ts';

const answer = { id: null, name: 'Acme', language: 'en', logoUrls: null, bannerUrls: null };

describe('parseTenantMetadata', () => {
  it('keeps a #RRGGBB brand colour', () => {
    expect(parseTenantMetadata({ ...answer, brandColor: '#8A1538' }).brandColor).toBe('#8A1538');
  });

  it('reads an answer kept from before brand colours, or a malformed colour, as none', () => {
    expect(parseTenantMetadata(answer).brandColor).toBeNull();
    expect(parseTenantMetadata({ ...answer, brandColor: 'red;}' }).brandColor).toBeNull();
  });

  it('refuses what is not a branding answer', () => {
    expect(() => parseTenantMetadata({ name: 'Acme' })).toThrow(TypeError);
  });
});
