import { useSyncExternalStore } from 'react';

/**
 * Whether the floating guide is expanded and whether it was dismissed. Only the server-backed
 * completion is kept (000 §4): this state lasts as long as the page.
 */
export type GuideState = { expanded: boolean; dismissed: boolean };

let state: GuideState = { expanded: false, dismissed: false };
const listeners = new Set<() => void>();

function set(next: Partial<GuideState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const guideActions = {
  expand: () => set({ expanded: true, dismissed: false }),
  minimize: () => set({ expanded: false }),
  dismiss: () => set({ expanded: false, dismissed: true }),
  /** Going from the guide to one of its pages brings the (minimized) guide back there. */
  followItem: () => set({ expanded: false, dismissed: false }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useGuideState(): GuideState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
