import { describe, expect, it } from 'vitest';
import type { OnboardingItemAlias } from '#shared/constants';
import { guideProgress } from './guide-progress.ts';

const checklist = (done: OnboardingItemAlias[]) =>
  (
    [
      'importUsers',
      'createTeams',
      'securityAndAccess',
      'sendWelcomeEmail',
      'createLaunchAnnouncement',
    ] as const
  ).map((itemAlias) => ({ itemAlias, completed: done.includes(itemAlias) }));

describe('guideProgress', () => {
  it('counts completed required items over the 3 required items', () => {
    const progress = guideProgress(checklist(['importUsers', 'sendWelcomeEmail']), []);
    expect(progress).toMatchObject({ done: 1, total: 3, readyForLaunch: false, setupComplete: false });
    expect(progress.value).toBeCloseTo(1 / 3);
    expect(progress.required).toHaveLength(3);
    expect(progress.launch).toHaveLength(2);
  });

  it('is ready for launch when every required item is complete', () => {
    const progress = guideProgress(checklist(['importUsers', 'createTeams', 'securityAndAccess']), []);
    expect(progress).toMatchObject({ done: 3, value: 1, readyForLaunch: true, setupComplete: false });
  });

  it('completes the setup once launch items are done or skipped', () => {
    const progress = guideProgress(
      checklist(['importUsers', 'createTeams', 'securityAndAccess', 'sendWelcomeEmail']),
      [{ itemAlias: 'createLaunchAnnouncement', dismissedAt: '2026-11-23T10:00:00Z' }],
    );
    expect(progress.setupComplete).toBe(true);
    expect(progress.launch[1]).toMatchObject({ completed: false, dismissed: true });
  });

  it('does not let a skipped launch item stand in for a required one', () => {
    const progress = guideProgress(checklist(['sendWelcomeEmail', 'createLaunchAnnouncement']), [
      { itemAlias: 'importUsers', dismissedAt: '2026-11-23T10:00:00Z' },
    ]);
    expect(progress).toMatchObject({ done: 0, readyForLaunch: false, setupComplete: false });
  });
});
