import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a floating dock (the setup guide's button, bottom right) is on screen, so the frame and
 * the toaster make room for it: the page ends above it and toasts rise over it instead of under
 * it (it covered the CSV import's row messages, SCIM's Revoke and the toasts on phones).
 */
let shown = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The height a dock takes at the bottom of the window, with its margin. */
export const floatingDockRoom = 72;

/** Marks a dock as shown while the calling component is mounted. */
export function useFloatingDock(): void {
  useEffect(() => {
    shown += 1;
    notify();
    return () => {
      shown -= 1;
      notify();
    };
  }, []);
}

/** True while some dock is shown. */
export function useFloatingDockShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown > 0,
    () => false,
  );
}
