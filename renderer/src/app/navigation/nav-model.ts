import type { FeatureFlags } from '../../lib/feature-flags.ts';
import {
  type AppGrants,
  holds,
  holdsAll,
  holdsAny,
  type PermissionRef,
} from '../../lib/session/permissions.ts';

/**
 * The left navigation and the admin menu exactly as the spec's tables gate them (000 §2, Left
 * navigation). Pure: the layout passes what the member holds, the flags, whether a route exists
 * and the viewport, and renders what comes back.
 */

export type NavContext = {
  grants: AppGrants | undefined;
  flags: FeatureFlags;
  /** True when the app has a page at this path (features that are not built yet have none). */
  routeExists: (path: string) => boolean;
  isMobile: boolean;
  /** Reports were shared with the member (docs/report.md): "Analytics" shows without reportingApp browse. */
  sharedReports?: boolean;
};

export type NavLinkItem = {
  kind: 'link';
  /** Also the i18n key under `app:nav.` */
  id: string;
  to: string;
  /** Other paths (prefixes) on which the item is shown as the current one. */
  activeOn: readonly string[];
};
/** A member item that opens the upgrade-license dialog instead of a page. */
export type NavUpgradeItem = { kind: 'upgrade'; id: string };
export type MainNavItem = NavLinkItem | NavUpgradeItem;

export type AdminGroup = { kind: 'group'; id: string; items: NavLinkItem[] };
export type AdminEntry = NavLinkItem | AdminGroup;

const link = (id: string, to: string, activeOn: readonly string[] = [to]): NavLinkItem => ({
  kind: 'link',
  id,
  to,
  activeOn,
});

type Gate = (ctx: NavContext) => boolean;
const all =
  (...refs: PermissionRef[]): Gate =>
  (ctx) =>
    holdsAll(ctx.grants, refs);
const any =
  (...refs: PermissionRef[]): Gate =>
  (ctx) =>
    holdsAny(ctx.grants, refs);
const always: Gate = () => true;

/**
 * "Recognize someone" (000 §2): shown with recognitionApp browse or upgradeLicense. The upgrade
 * dialog belongs to what the plan lacks: recognitionApp upgradeLicense also stands for the culture
 * page, so a member who may create recognitions always goes to the send page, and only one who
 * cannot is offered the upgrade.
 */
export function recognizeAction(grants: AppGrants | undefined): 'hidden' | 'send' | 'upgrade' {
  if (holds(grants, ['recognitionApp', 'createRecognition'])) return 'send';
  if (holds(grants, ['recognitionApp', 'upgradeLicense'])) return 'upgrade';
  return holds(grants, ['recognitionApp', 'browse']) ? 'send' : 'hidden';
}

/** Left navigation, top part (000 §2 table). */
export function mainNavigation(ctx: NavContext): MainNavItem[] {
  const items: MainNavItem[] = [];
  const add = (gate: Gate, item: NavLinkItem) => {
    if (gate(ctx) && ctx.routeExists(item.to)) items.push(item);
  };
  // Home is hidden on mobile: the bottom bar has it.
  if (!ctx.isMobile)
    add(
      always,
      link('home', '/home', ['/home', '/check-ins/category/', '/announcements', '/recognition/send']),
    );
  add(always, link('me', '/profile/me', ['/profile/me']));
  // The calendar when the member may see it, else the group cards (/celebrate/{calendar|cards}).
  add(
    any(['celebrationApp', 'browse'], ['cardApp', 'browse']),
    link(
      'celebrations',
      holds(ctx.grants, ['celebrationApp', 'browse']) ? '/celebrate/calendar' : '/celebrate/cards/all',
      ['/celebrate', '/card/'],
    ),
  );
  add(all(['awardApp', 'browse']), link('awards', '/awards', ['/awards', '/award/']));
  add(all(['incentiveApp', 'browse']), link('incentives', '/incentives', ['/incentives']));
  add(
    all(['rewardsApp', 'redeem'], ['pointsApp', 'redeemPoints']),
    link('rewards', '/rewards/providers', ['/rewards/providers', '/rewards/redemption-history']),
  );
  add(always, link('people', '/user-directory', ['/user-directory']));
  // Culture and Resource hub: the upgrade dialog replaces the page when the license offers it.
  if (
    holds(ctx.grants, ['recognitionApp', 'upgradeLicense']) &&
    !holds(ctx.grants, ['recognitionApp', 'browseCulture'])
  )
    items.push({ kind: 'upgrade', id: 'culture' });
  else add(all(['recognitionApp', 'browseCulture']), link('culture', '/culture', ['/culture']));
  if (holds(ctx.grants, ['resourceApp', 'upgradeLicense']) && !holds(ctx.grants, ['resourceApp', 'browse']))
    items.push({ kind: 'upgrade', id: 'resourceHub' });
  else
    add(all(['resourceApp', 'browse']), link('resourceHub', '/resource-hub/recommended', ['/resource-hub']));
  return items;
}

type AdminSpec = { id: string; to: string; activeOn?: readonly string[]; gate: Gate };

const moderate = any(
  ['recognitionApp', 'moderate'],
  ['awardApp', 'moderate'],
  ['cardApp', 'moderate'],
  ['commentApp', 'moderate'],
);

/** The admin menu (000 §2, Admin items); "Logs" is always hidden, its page in the admin frame. */
const adminSpecs: ReadonlyArray<AdminSpec | { group: string; items: AdminSpec[] }> = [
  {
    id: 'dashboard',
    to: '/dashboard',
    gate: (ctx) => ctx.flags.onboardingChecklist && holds(ctx.grants, ['onboardingApp', 'manage']),
  },
  {
    group: 'userManagement',
    items: [
      { id: 'hrRecords', to: '/staffing', gate: all(['identityApp', 'browse']) },
      {
        id: 'usersAndTeams',
        to: '/manage/users',
        activeOn: [
          '/manage/users',
          '/manage/teams',
          '/manage/quick-teams',
          '/manage/roles',
          '/team/',
          '/user/',
        ],
        gate: all(['identityApp', 'browse']),
      },
      // Logs has no menu item of its own (000 §2: always hidden); it opens from Security & access.
      {
        id: 'securityAndAccess',
        to: '/tenant/security',
        activeOn: ['/tenant/security', '/logs'],
        gate: all(['identityApp', 'browse']),
      },
    ],
  },
  {
    group: 'platformSetUp',
    items: [
      { id: 'branding', to: '/customize', gate: all(['identityApp', 'editBanner']) },
      { id: 'valuesAndQualities', to: '/values', gate: all(['recognitionApp', 'createValue']) },
      { id: 'languageAndTime', to: '/localization', gate: all(['identityApp', 'browse']) },
      {
        id: 'notifications',
        to: '/notifications',
        gate: all(['recognitionApp', 'manageNotificationSettings']),
      },
    ],
  },
  {
    group: 'pointsAndRewards',
    items: [
      {
        id: 'points',
        to: '/points/allocation',
        activeOn: ['/points/'],
        gate: all(['pointsApp', 'viewPointsConfiguration']),
      },
      {
        id: 'rewardsAdmin',
        to: '/rewards/setup',
        activeOn: [
          '/rewards/setup',
          '/rewards/reporting',
          '/rewards/configure',
          '/rewards/store/',
          '/rewards/*/edit',
        ],
        gate: (ctx) =>
          holds(ctx.grants, ['rewardsApp', 'admin']) &&
          holdsAny(ctx.grants, [
            ['rewardsApp', 'viewRedemptionHistory'],
            ['pointsApp', 'viewTransactions'],
          ]),
      },
    ],
  },
  {
    group: 'engagement',
    items: [
      {
        id: 'awardsAndNominations',
        to: '/awards/list/awards',
        activeOn: ['/awards/list/', '/awards/award/', '/awards/nomination/', '/awards/configure'],
        gate: any(['awardApp', 'manage'], ['awardApp', 'nominationSender']),
      },
      {
        id: 'incentivesManage',
        to: '/incentives/manage',
        activeOn: ['/incentives/manage', '/incentives/configure', '/incentives/duplicate/'],
        gate: all(['incentiveApp', 'review']),
      },
      {
        id: 'announcements',
        to: '/announcements',
        activeOn: ['/announcements'],
        gate: all(['announcementApp', 'manage']),
      },
      {
        id: 'checkIns',
        to: '/check-ins/manage',
        activeOn: ['/check-ins/manage', '/check-ins/category/*/audience'],
        gate: all(['checkInApp', 'manage']),
      },
      {
        id: 'celebrationsConfigure',
        to: '/celebrations/configure/privacy',
        activeOn: ['/celebrations/configure/'],
        gate: all(['celebrationApp', 'editTenantPreferences']),
      },
    ],
  },
  {
    group: 'adminTools',
    items: [
      { id: 'tvIntegrations', to: '/integrations/kudos-tvs', gate: all(['tvApp', 'addChannel']) },
      {
        id: 'flaggedContent',
        to: '/content/flagged/awards',
        activeOn: ['/content/flagged/'],
        gate: moderate,
      },
      {
        id: 'burnoutInsights',
        to: '/analytics/insights',
        activeOn: ['/analytics/'],
        gate: any(['checkInApp', 'viewAnalytics'], ['metricApp', 'browse']),
      },
    ],
  },
  {
    id: 'analytics',
    to: '/reports/all',
    activeOn: ['/reports/'],
    gate: (ctx) => all(['reportingApp', 'browse'])(ctx) || ctx.sharedReports === true,
  },
];

function visible(spec: AdminSpec, ctx: NavContext): NavLinkItem | null {
  if (!spec.gate(ctx) || !ctx.routeExists(spec.to)) return null;
  return link(spec.id, spec.to, spec.activeOn ?? [spec.to]);
}

/** The admin menu: only items the member may use and whose page exists; empty groups vanish. */
export function adminNavigation(ctx: NavContext): AdminEntry[] {
  const entries: AdminEntry[] = [];
  for (const spec of adminSpecs) {
    if ('group' in spec) {
      const items = spec.items.flatMap((item) => visible(item, ctx) ?? []);
      if (items.length > 0) entries.push({ kind: 'group', id: spec.group, items });
    } else {
      const item = visible(spec, ctx);
      if (item) entries.push(item);
    }
  }
  return entries;
}

export const adminLinks = (entries: readonly AdminEntry[]): NavLinkItem[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));

/**
 * True when `path` is on `pattern`: equal, or below it when the pattern ends with "/", or with
 * `*` standing for one path segment.
 */
export function pathMatches(path: string, pattern: string): boolean {
  if (pattern.includes('*')) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${source}(/.*)?$`).test(path);
  }
  if (pattern.endsWith('/')) return path.startsWith(pattern);
  return path === pattern || path.startsWith(`${pattern}/`);
}

export const isActive = (item: NavLinkItem, path: string) =>
  item.activeOn.some((pattern) => pathMatches(path, pattern));

/** Admin mode: the path is one of an admin item's and the member may use the admin menu. */
export function isAdminMode(entries: readonly AdminEntry[], path: string): boolean {
  return adminLinks(entries).some((item) => isActive(item, path));
}

/** The group holding the current path opens by itself. */
export function openGroupsFor(entries: readonly AdminEntry[], path: string): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' && entry.items.some((item) => isActive(item, path)) ? [entry.id] : [],
  );
}

/** The card view and its contributors hide the navigation (000 §2). */
export function hidesNavigation(path: string): boolean {
  return /^\/card\/[^/]+(\/contributors)?\/?$/.test(path);
}
