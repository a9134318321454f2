import { describe, expect, it } from 'vitest';
import { grantFor, holds } from './permissions.ts';

describe('grantFor', () => {
  it('gives admins the whole catalog on a full plan, without upgradeLicense', () => {
    const grant = grantFor({ role: 'admin', plan: 'enterprise', refinementConfigured: true });
    expect(holds(grant, 'identityApp', 'exportMembers')).toBe(true);
    expect(holds(grant, 'tvApp', 'addChannel')).toBe(true);
    expect(holds(grant, 'recognitionApp', 'upgradeLicense')).toBe(false);
    expect(holds(grant, 'resourceApp', 'upgradeLicense')).toBe(false);
  });

  it('keeps employees out of admin permissions', () => {
    const grant = grantFor({ role: 'employee', plan: 'enterprise', refinementConfigured: true });
    expect(holds(grant, 'recognitionApp', 'createRecognition')).toBe(true);
    expect(holds(grant, 'identityApp', 'browse')).toBe(false);
    expect(holds(grant, 'onboardingApp', 'manage')).toBe(false);
  });

  it('offers upgradeLicense instead of browse where the plan lacks a feature', () => {
    const grant = grantFor({ role: 'employee', plan: 'growth', refinementConfigured: true });
    expect(holds(grant, 'recognitionApp', 'browseCulture')).toBe(false);
    expect(holds(grant, 'recognitionApp', 'upgradeLicense')).toBe(true);
    expect(holds(grant, 'recognitionApp', 'browse')).toBe(true);
    expect(grant.resourceApp).toEqual(['upgradeLicense']);
  });

  it('withholds AI refinement until an endpoint is configured', () => {
    expect(
      grantFor({ role: 'admin', plan: 'enterprise', refinementConfigured: false }).refinementApp,
    ).toEqual([]);
  });

  it('uses a custom role grant, ignoring names outside the catalog', () => {
    const grant = grantFor({
      role: '7d4f7ad0-6a53-4f0e-9c59-3f7c1c3d3a11',
      customRoleGrant: { identityApp: ['browse', 'madeUp'], tvApp: ['addChannel'] },
      plan: 'enterprise',
      refinementConfigured: false,
    });
    expect(grant.identityApp).toEqual(['browse']);
    expect(holds(grant, 'tvApp', 'addChannel')).toBe(true);
    expect(holds(grant, 'recognitionApp', 'browse')).toBe(false);
  });
});
