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

describe('parseTenantMetadata language and time', () => {
  it('keeps the time zone, week start and date pattern', () => {
    const parsed = parseTenantMetadata({
      ...answer,
      timeZone: 'Europe/Berlin',
      weekStart: 'sunday',
      dateFormat: 'yearMonthDay',
    });
    expect(parsed).toMatchObject({
      timeZone: 'Europe/Berlin',
      weekStart: 'sunday',
      dateFormat: 'yearMonthDay',
    });
  });

  it('leaves out a week start or pattern it does not know, so the defaults apply', () => {
    const parsed = parseTenantMetadata({ ...answer, weekStart: 'friday', dateFormat: 'dd/mm' });
    expect(parsed.weekStart).toBeUndefined();
    expect(parsed.dateFormat).toBeUndefined();
  });
});
