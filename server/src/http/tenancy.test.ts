import { describe, expect, it } from 'vitest';
import { normalizeHost, slugFromHost } from './tenancy.ts';

describe('host parsing', () => {
  it('drops the port and case', () => {
    expect(normalizeHost('Acme.LocalHost:8080')).toBe('acme.localhost');
    expect(normalizeHost('[::1]:8080')).toBe('[::1]');
  });

  it('finds the slug only one label below the base domain', () => {
    expect(slugFromHost('acme.localhost', 'localhost')).toBe('acme');
    expect(slugFromHost('localhost', 'localhost')).toBeNull();
    expect(slugFromHost('a.b.localhost', 'localhost')).toBeNull();
    expect(slugFromHost('acme.kudos.example.com', 'kudos.example.com')).toBe('acme');
    expect(slugFromHost('evil-localhost', 'localhost')).toBeNull();
  });
});
