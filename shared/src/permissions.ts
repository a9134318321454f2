/** The spec's permission catalog (000 §6): per app, the permissions the server may grant. */
export const appPermissions = {
  announcementApp: ['browse', 'manage'],
  auditingApp: ['browse'],
  awardApp: [
    'browse',
    'createAwardType',
    'manage',
    'manageNominations',
    'nominationSender',
    'moderate',
    'sendAnyAwardType',
    'sendOwnAwardType',
  ],
  cardApp: ['browse', 'createCard', 'manage', 'moderate', 'viewAnyCard', 'viewOwnCard', 'createOtherCard'],
  celebrationApp: ['browse', 'editMemberPreferences', 'editTenantPreferences'],
  checkInApp: ['manage', 'viewAnalytics'],
  commentApp: ['moderate'],
  hrIntegrationApp: ['browse'],
  identityApp: [
    'browse',
    'configureTeamAutomation',
    'createMicrosoftIdentity',
    'createTeam',
    'editBanner',
    'editSegments',
    'expireAllPasswords',
    'exportMembers',
    'exportStaffRecords',
    'importStaffRecords',
    'welcome',
  ],
  incentiveApp: ['browse', 'createIncentive', 'manage', 'review'],
  metricApp: ['browse', 'browseOwnReports'],
  notificationApp: ['browseMessages'],
  onboardingApp: ['manage'],
  pointsApp: [
    'viewPointsConfiguration',
    'redeemPoints',
    'browse',
    'createBudgetItem',
    'editBudgetSettings',
    'sendPoints',
    'viewTransactions',
  ],
  recognitionApp: [
    'browse',
    'browseCulture',
    'createRecognition',
    'createValue',
    'manage',
    'manageNotificationSettings',
    'moderate',
    'scheduleRecognition',
    'upgradeLicense',
  ],
  refinementApp: ['refineRecognition'],
  reportingApp: ['browse', 'manage'],
  // manage: create, edit, archive and recommend resources (docs/resource.md; the spec shows none).
  resourceApp: ['browse', 'manage', 'upgradeLicense'],
  rewardsApp: ['admin', 'createTangoProvider', 'redeem', 'viewRedemptionHistory'],
  timelineApp: ['browse', 'manage'],
  tvApp: ['addChannel', 'browse'],
} as const;

export type AppName = keyof typeof appPermissions;
export type AppPermission<A extends AppName> = (typeof appPermissions)[A][number];
export const appNames = Object.keys(appPermissions) as AppName[];

/** The entity type each app's permissions apply to, as `GET /apps` reports it. */
export const appEntityTypes: Record<AppName, string> = {
  announcementApp: 'announcement',
  auditingApp: 'auditLog',
  awardApp: 'award',
  cardApp: 'card',
  celebrationApp: 'celebration',
  checkInApp: 'checkIn',
  commentApp: 'comment',
  hrIntegrationApp: 'staffRecord',
  identityApp: 'tenantMember',
  incentiveApp: 'incentive',
  metricApp: 'metric',
  notificationApp: 'notificationMessage',
  onboardingApp: 'checklistItem',
  pointsApp: 'account',
  recognitionApp: 'recognition',
  refinementApp: 'refinement',
  reportingApp: 'report',
  resourceApp: 'resource',
  rewardsApp: 'rewardProvider',
  timelineApp: 'timelineItem',
  tvApp: 'channel',
};

/** A partial grant: for each app, the permissions held. */
export type PermissionGrant = { [A in AppName]?: readonly AppPermission<A>[] };

/** Object-level permissions carried by tenant member objects (000 §6). */
export const tenantMemberObjectPermissions = [
  'changeRole',
  'suspend',
  'unsuspend',
  'edit',
  'editAvatar',
  'welcome',
] as const;
export type TenantMemberObjectPermission = (typeof tenantMemberObjectPermissions)[number];

/** Object-level permissions carried by team objects (000 §6 "team"). */
export const teamObjectPermissions = ['edit', 'delete', 'manageMembers'] as const;
export type TeamObjectPermission = (typeof teamObjectPermissions)[number];

/** Object-level permissions carried by reward provider objects (000 §6 "rewardProvider"). */
export const rewardProviderObjectPermissions = ['edit', 'delete'] as const;

/** Object-level permissions carried by Tango-kind provider objects (000 §6 "tangoProvider"). */
export const tangoProviderObjectPermissions = [
  'edit',
  'addCreditCard',
  'manageCreditCard',
  'fund',
  'browseDeposits',
] as const;
