import { type OnboardingItemAlias, onboardingLaunchItems, onboardingRequiredItems } from '#shared/constants';

export type GuideItemState = { itemAlias: OnboardingItemAlias; completed: boolean; dismissed: boolean };

export type GuideProgress = {
  /** Required items completed. */
  done: number;
  /** Required items in all (3). */
  total: number;
  /** done / total, 0..1, for the progress bar. */
  value: number;
  /** Every required item is complete: "Ready for launch!". */
  readyForLaunch: boolean;
  /** Ready, and every launch item is complete or skipped: "Setup complete!". */
  setupComplete: boolean;
  required: GuideItemState[];
  launch: GuideItemState[];
};

/**
 * Progress is completed required items over required items (000 §2). Launch items do not
 * count towards it; once they are done or skipped too, the whole setup is complete.
 */
export function guideProgress(
  checklist: ReadonlyArray<{ itemAlias: OnboardingItemAlias; completed: boolean }>,
  dismissed: ReadonlyArray<{ itemAlias: OnboardingItemAlias; dismissedAt: string | null }>,
): GuideProgress {
  const completed = new Set(checklist.filter((item) => item.completed).map((item) => item.itemAlias));
  const skipped = new Set(
    dismissed.filter((item) => item.dismissedAt !== null).map((item) => item.itemAlias),
  );
  const state = (itemAlias: OnboardingItemAlias): GuideItemState => ({
    itemAlias,
    completed: completed.has(itemAlias),
    dismissed: skipped.has(itemAlias) && !completed.has(itemAlias),
  });
  const required = onboardingRequiredItems.map(state);
  const launch = onboardingLaunchItems.map(state);
  const done = required.filter((item) => item.completed).length;
  const total = required.length;
  const readyForLaunch = done === total;
  return {
    done,
    total,
    value: total === 0 ? 1 : done / total,
    readyForLaunch,
    setupComplete: readyForLaunch && launch.every((item) => item.completed || item.dismissed),
    required,
    launch,
  };
}
