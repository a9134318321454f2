import type { OnboardingItemAlias } from '#shared/constants';

/** Where each step is done: the admin page the guide sends the admin to. */
export const guideItemPaths: Record<OnboardingItemAlias, string> = {
  importUsers: '/staffing/import/csv',
  createTeams: '/manage/teams',
  securityAndAccess: '/tenant/security',
  sendWelcomeEmail: '/manage/users',
  createLaunchAnnouncement: '/announcements/configure',
};

/** Further admin pages worth a look once the platform is set up. */
export const guideResources = [
  { key: 'branding', path: '/customize' },
  { key: 'values', path: '/values' },
  { key: 'localization', path: '/localization' },
  { key: 'points', path: '/points/allocation' },
] as const;
