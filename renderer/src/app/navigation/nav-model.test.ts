import { describe, expect, it } from 'vitest';
import { appNames, appPermissions } from '#shared/permissions';
import type { AppGrants } from '../../lib/session/permissions.ts';
import {
  adminLinks,
  adminNavigation,
  hidesNavigation,
  isAdminMode,
  mainNavigation,
  type NavContext,
  openGroupsFor,
  pathMatches,
  recognizeAction,
} from './nav-model.ts';

const grantsOf = (entries: Record<string, string[]>): AppGrants =>
  Object.entries(entries).map(([name, permissions]) => ({
    name: name as AppGrants[number]['name'],
    entityType: name,
    permissions,
  }));

const admin = grantsOf(
  Object.fromEntries(
    appNames.map((app) => [app, appPermissions[app].filter((p) => p !== 'upgradeLicense') as string[]]),
  ),
);
const employee = grantsOf({
  recognitionApp: ['browse', 'browseCulture', 'createRecognition'],
  resourceApp: ['browse'],
  notificationApp: ['browseMessages'],
  awardApp: ['browse'],
});
const globexEmployee = grantsOf({
  recognitionApp: ['browse', 'upgradeLicense'],
  resourceApp: ['upgradeLicense'],
});

const everyRoute = () => true;
const ctx = (overrides: Partial<NavContext>): NavContext => ({
  grants: employee,
  flags: { msTeamsV1: false, onboardingChecklist: false },
  routeExists: everyRoute,
  isMobile: false,
  ...overrides,
});
const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);

describe('recognizeAction', () => {
  it('sends a member whose plan lacks only the culture page to the send page', () => {
    const globexWithRecognition = grantsOf({
      recognitionApp: ['browse', 'createRecognition', 'upgradeLicense'],
    });
    expect(recognizeAction(globexWithRecognition)).toBe('send');
  });

  it('offers the upgrade only to a member who cannot create recognitions', () => {
    expect(recognizeAction(globexEmployee)).toBe('upgrade');
  });

  it('hides the button without recognitionApp browse or upgradeLicense', () => {
    expect(recognizeAction(grantsOf({ resourceApp: ['browse'] }))).toBe('hidden');
    expect(recognizeAction(employee)).toBe('send');
  });
});

describe('mainNavigation', () => {
  it('shows an employee the items their permissions allow', () => {
    expect(ids(mainNavigation(ctx({})))).toEqual([
      'home',
      'me',
      'awards',
      'people',
      'culture',
      'resourceHub',
    ]);
  });

  it('hides Home on mobile', () => {
    expect(ids(mainNavigation(ctx({ isMobile: true })))).not.toContain('home');
  });

  it('leaves out items whose page does not exist yet', () => {
    const built = new Set(['/home', '/profile/me']);
    expect(ids(mainNavigation(ctx({ routeExists: (path) => built.has(path) })))).toEqual(['home', 'me']);
  });

  it('offers the upgrade dialog for Culture and Resource hub when the license asks for it, page or not', () => {
    const items = mainNavigation(ctx({ grants: globexEmployee, routeExists: (path) => path === '/home' }));
    expect(items.filter((item) => item.kind === 'upgrade').map((item) => item.id)).toEqual([
      'culture',
      'resourceHub',
    ]);
  });

  it('needs both rewards redeem and points redeemPoints for Rewards', () => {
    const one = grantsOf({ rewardsApp: ['redeem'] });
    const both = grantsOf({ rewardsApp: ['redeem'], pointsApp: ['redeemPoints'] });
    expect(ids(mainNavigation(ctx({ grants: one })))).not.toContain('rewards');
    expect(ids(mainNavigation(ctx({ grants: both })))).toContain('rewards');
  });

  it('shows Celebrations with either celebration or card browse', () => {
    expect(ids(mainNavigation(ctx({ grants: grantsOf({ cardApp: ['browse'] }) })))).toContain('celebrations');
    expect(ids(mainNavigation(ctx({ grants: grantsOf({}) })))).not.toContain('celebrations');
  });

  it('opens Celebrations on the calendar, or on the cards for a member who sees only cards', () => {
    const target = (grants: AppGrants) =>
      mainNavigation(ctx({ grants })).find((item) => item.id === 'celebrations');
    expect(target(grantsOf({ cardApp: ['browse'] }))).toMatchObject({ to: '/celebrate/cards/all' });
    expect(target(grantsOf({ celebrationApp: ['browse'], cardApp: ['browse'] }))).toMatchObject({
      to: '/celebrate/calendar',
      activeOn: ['/celebrate', '/card/'],
    });
  });
});

describe('adminNavigation', () => {
  it('gives an employee no admin entry', () => {
    expect(adminNavigation(ctx({}))).toEqual([]);
  });

  it('gives an employee Analytics once a report is shared with them (docs/report.md)', () => {
    expect(ids(adminNavigation(ctx({ sharedReports: true })))).toEqual(['analytics']);
    expect(ids(adminNavigation(ctx({ sharedReports: false })))).toEqual([]);
  });

  it('gives an admin every group, but never Logs', () => {
    const entries = adminNavigation(ctx({ grants: admin }));
    expect(ids(entries)).toEqual([
      'userManagement',
      'platformSetUp',
      'pointsAndRewards',
      'engagement',
      'adminTools',
      'analytics',
    ]);
    expect(adminLinks(entries).map((item) => item.to)).not.toContain('/logs');
  });

  it('shows the dashboard only with the onboardingChecklist flag', () => {
    expect(ids(adminNavigation(ctx({ grants: admin })))).not.toContain('dashboard');
    const flagged = adminNavigation(
      ctx({ grants: admin, flags: { msTeamsV1: false, onboardingChecklist: true } }),
    );
    expect(ids(flagged)[0]).toBe('dashboard');
  });

  it('drops items without a page, and groups left empty', () => {
    const entries = adminNavigation(ctx({ grants: admin, routeExists: (path) => path === '/staffing' }));
    expect(entries).toEqual([
      {
        kind: 'group',
        id: 'userManagement',
        items: [{ kind: 'link', id: 'hrRecords', to: '/staffing', activeOn: ['/staffing'] }],
      },
    ]);
  });

  it('switches to admin mode and opens the group of the current path', () => {
    const entries = adminNavigation(ctx({ grants: admin }));
    expect(isAdminMode(entries, '/team/42/edit')).toBe(true);
    expect(openGroupsFor(entries, '/team/42/edit')).toEqual(['userManagement']);
    expect(isAdminMode(entries, '/check-ins/category/7/audience')).toBe(true);
    expect(openGroupsFor(entries, '/check-ins/category/7/audience')).toEqual(['engagement']);
    expect(isAdminMode(entries, '/home')).toBe(false);
    // Logs has no item of its own (000 §2) but opens in the admin frame, under Security & access.
    expect(isAdminMode(entries, '/logs')).toBe(true);
    expect(openGroupsFor(entries, '/logs')).toEqual(['userManagement']);
    expect(adminLinks(entries).some((item) => item.to === '/logs')).toBe(false);
    // A reward's edit page is the store admin's; the member's reward pages are not.
    expect(isAdminMode(entries, '/rewards/7/edit')).toBe(true);
    expect(isAdminMode(entries, '/rewards/providers/3/rewards/7')).toBe(false);
    expect(isAdminMode(adminNavigation(ctx({})), '/team/42/edit')).toBe(false);
  });
});

describe('pathMatches and hidesNavigation', () => {
  it('matches equal paths and sub-paths, not look-alikes', () => {
    expect(pathMatches('/values', '/values')).toBe(true);
    expect(pathMatches('/values/configure', '/values')).toBe(true);
    expect(pathMatches('/valuesx', '/values')).toBe(false);
    expect(pathMatches('/check-ins/category/1/question', '/check-ins/category/*/audience')).toBe(false);
  });

  it('hides the navigation on a card and its contributors only', () => {
    expect(hidesNavigation('/card/1')).toBe(true);
    expect(hidesNavigation('/card/1/contributors')).toBe(true);
    expect(hidesNavigation('/card/1/signatures')).toBe(false);
    expect(hidesNavigation('/celebrate/card/1')).toBe(false);
  });
});
