import { type AppName, appNames, appPermissions } from '#shared/permissions';
import { type PlanFeature, type PlanName, plans } from '#shared/plans';

export type Grant = Partial<Record<AppName, string[]>>;

/** What an employee may do before any plan or configuration narrows it. */
const employeeGrant: Grant = {
  announcementApp: ['browse'],
  awardApp: ['browse', 'nominationSender', 'sendOwnAwardType'],
  cardApp: ['browse', 'createCard', 'viewOwnCard', 'createOtherCard'],
  celebrationApp: ['browse', 'editMemberPreferences'],
  incentiveApp: ['browse'],
  metricApp: ['browseOwnReports'],
  notificationApp: ['browseMessages'],
  pointsApp: ['browse', 'redeemPoints', 'sendPoints'],
  recognitionApp: ['browse', 'browseCulture', 'createRecognition', 'scheduleRecognition'],
  refinementApp: ['refineRecognition'],
  resourceApp: ['browse'],
  rewardsApp: ['redeem', 'viewRedemptionHistory'],
  timelineApp: ['browse'],
};

/** An admin holds the whole catalog; upgradeLicense is only ever granted by a missing feature. */
const adminGrant: Grant = Object.fromEntries(
  appNames.map((app) => [app, appPermissions[app].filter((permission) => permission !== 'upgradeLicense')]),
);

/** What each built-in role grants before the plan narrows it (GET /identity/roles shows it). */
export const builtInGrants: Record<'admin' | 'employee', Grant> = {
  admin: adminGrant,
  employee: employeeGrant,
};

/** Which permissions a plan feature unlocks; without the feature they are replaced by upgradeLicense. */
const featureGates: Record<PlanFeature, { app: AppName; permissions: 'all' | string[] }[]> = {
  recognition: [],
  culture: [{ app: 'recognitionApp', permissions: ['browseCulture'] }],
  resourceHub: [{ app: 'resourceApp', permissions: 'all' }],
  awards: [{ app: 'awardApp', permissions: 'all' }],
  celebrations: [
    { app: 'celebrationApp', permissions: 'all' },
    { app: 'cardApp', permissions: 'all' },
  ],
  rewards: [{ app: 'rewardsApp', permissions: 'all' }],
};

export type GrantInput = {
  role: string;
  /** A custom role's own grant, when `role` is not built in. */
  customRoleGrant?: Grant | null;
  hasReports?: boolean;
  plan: string;
  /** Features that need server configuration (an AI endpoint for refinement). */
  refinementConfigured: boolean;
};

/** The permissions a member holds: role first, then what the plan and configuration take away. */
export function grantFor(input: GrantInput): Grant {
  const base =
    input.role === 'admin'
      ? adminGrant
      : input.role === 'employee'
        ? employeeGrant
        : (input.customRoleGrant ?? {});
  const grant = new Map<AppName, Set<string>>(
    appNames.map((app) => [
      app,
      new Set((base[app] ?? []).filter((p) => (appPermissions[app] as readonly string[]).includes(p))),
    ]),
  );
  if (input.hasReports) grant.get('metricApp')?.add('browseOwnReports');

  const features = new Set<string>(plans[input.plan as PlanName]?.features ?? ['recognition']);
  for (const [feature, gates] of Object.entries(featureGates)) {
    if (features.has(feature)) continue;
    for (const gate of gates) {
      const held = grant.get(gate.app);
      if (!held) continue;
      const hadBrowse = held.has('browse') || held.has('browseCulture');
      if (gate.permissions === 'all') held.clear();
      else for (const permission of gate.permissions) held.delete(permission);
      if (hadBrowse && (appPermissions[gate.app] as readonly string[]).includes('upgradeLicense')) {
        held.add('upgradeLicense');
      }
    }
  }
  if (!input.refinementConfigured) grant.get('refinementApp')?.clear();

  return Object.fromEntries([...grant].map(([app, held]) => [app, [...held]]));
}

export function holds(grant: Grant, app: AppName, permission: string): boolean {
  return grant[app]?.includes(permission) ?? false;
}
