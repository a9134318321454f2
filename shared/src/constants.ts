/** Business constants and limits shared by every tier (000 §9). */
export const notificationPageSize = 20;
export const defaultPageSize = 20;
export const maxPageSize = 100;

export const memberRoles = ['admin', 'employee'] as const;
export type BuiltInRole = (typeof memberRoles)[number];

export const invitationStatuses = ['invited', 'joined', 'notInvited', 'archived'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const teamTypes = ['manual', 'automated', 'quick'] as const;

/** Segment kinds of an HR record (000 §3 team), the rules of automated and quick teams. */
export const segmentKinds = [
  'country',
  'region',
  'location',
  'department',
  'costCenter',
  'businessUnit',
  'group',
] as const;
export type SegmentKind = (typeof segmentKinds)[number];

/** Flow helpers (000 §7): the states a multi-step admin operation passes through. */
export const flowStatuses = ['preview', 'executing', 'executed', 'failed'] as const;
export type FlowStatus = (typeof flowStatuses)[number];

/** Onboarding setup guide items (000 §2 "Admin onboarding dashboard"). */
export const onboardingRequiredItems = ['importUsers', 'createTeams', 'securityAndAccess'] as const;
export const onboardingLaunchItems = ['sendWelcomeEmail', 'createLaunchAnnouncement'] as const;
export const onboardingItemAliases = [...onboardingRequiredItems, ...onboardingLaunchItems] as const;
export type OnboardingItemAlias = (typeof onboardingItemAliases)[number];

export const mediaVariants = [
  'avatar-sm',
  'avatar-md',
  'avatar-lg',
  'avatar-xl',
  'recognition-attachment-desktop',
  'recognition-attachment-mobile',
  'logo-square',
  'logo',
  'award-badge-desktop',
  'award-badge-mobile',
  'incentive-badge-desktop',
  'incentive-badge-mobile',
  'card-thumbnail',
  'card-fullsize',
  'announcement-attachment-desktop',
  'announcement-attachment-mobile',
  'banner',
] as const;
export type MediaVariant = (typeof mediaVariants)[number];
export const mediaKinds = ['doc', 'image', 'graphic', 'file', 'gif'] as const;

/** Recognition and points (001 §9). */
export const maxPointsPerRecipient = 1000;
export const recognitionPageSize = 20;
export const pinnedTimelinePageSize = 100;
export const pointQuickChoices = [0, 5, 10, 25, 50] as const;
export const pointsRestrictionWindowDays = 30;
export const maxAttachmentBytes = 10 * 1024 * 1024;
/** Not shown in the spec: a recognition carries at most this many attachments. */
export const maxAttachmentCount = 10;
/** Not shown in the spec: recognitions a member is encouraged to send each month. */
export const recognitionMonthlyGoal = 4;
export const pinDaysOptions = [1, 3, 7, 0] as const;
export const timelineItemTypes = [
  'recognition',
  'award',
  'announcement',
  'incentive',
  'calendarEvent',
] as const;
export type TimelineItemType = (typeof timelineItemTypes)[number];
