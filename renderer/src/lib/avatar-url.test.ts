import { describe, expect, it } from 'vitest';
import { avatarUrl, avatarVariant } from './avatar-url.ts';

describe('avatarVariant', () => {
  it('maps the spec sizes to variants', () => {
    expect(avatarVariant(40)).toBe('avatar-sm');
    expect(avatarVariant(48)).toBe('avatar-sm');
    expect(avatarVariant(88)).toBe('avatar-md');
    expect(avatarVariant(120)).toBe('avatar-lg');
    expect(avatarVariant(32)).toBe('avatar-xl');
  });
});

describe('avatarUrl', () => {
  const media = {
    id: '7d7f1a4e-3a51-4d55-9d6f-0f0d6f1f8a11',
    url: '/o.png',
    variants: { 'avatar-sm': '/s.png' },
  };
  it('uses the variant when present and the original otherwise', () => {
    expect(avatarUrl(media, 40)).toBe('/s.png');
    expect(avatarUrl(media, 120)).toBe('/o.png');
    expect(avatarUrl(null, 40)).toBeUndefined();
  });
});
