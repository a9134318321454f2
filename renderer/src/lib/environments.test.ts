import { describe, expect, it } from 'vitest';
import { environmentFor, environmentNames, environments } from './environments.ts';

describe('environmentFor', () => {
  it('chooses local for localhost and its tenant sub-domains', () => {
    expect(environmentFor('localhost').name).toBe('local');
    expect(environmentFor('acme.localhost').name).toBe('local');
    expect(environmentFor('127.0.0.1').name).toBe('local');
  });

  it('chooses by host suffix, the most specific first', () => {
    expect(environmentFor('acme.staging.kudos.app').name).toBe('staging');
    expect(environmentFor('acme.athena.kudos.app').name).toBe('athena');
    expect(environmentFor('acme.galactica.kudos.app').name).toBe('galactica');
    expect(environmentFor('acme.sandbox.kudos.app').name).toBe('sandbox');
    expect(environmentFor('acme.sandbox-v2.kudos.app').name).toBe('sandboxV2');
    expect(environmentFor('acme.kudos.app').name).toBe('production');
    expect(environmentFor('ACME.Kudos.App.').name).toBe('production');
  });

  it('does not match a suffix inside another name', () => {
    expect(environmentFor('notkudos.app').name).toBe('local');
    expect(environmentFor('evilstaging.kudos.app').name).toBe('production');
  });

  it('falls back to local, same-origin /api, for unknown hosts', () => {
    const environment = environmentFor('kudos.example.org');
    expect(environment.name).toBe('local');
    expect(environment.apiBaseUrl).toBe('/api');
  });

  it('lists every environment once, and hides the feature-flags page only in production', () => {
    expect(environments.map((e) => e.name).sort()).toEqual([...environmentNames].sort());
    for (const environment of environments) {
      expect(environment.featureFlagsPage).toBe(environment.name !== 'production');
    }
  });
});
