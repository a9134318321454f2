import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/** The dialog's code (Fluent's Dialog) loads once a form first has unsaved changes, not before. */
const UnsavedChangesDialog = lazy(() => lazyWithRetry(() => import('./unsaved-changes-dialog.tsx')));

/**
 * The blocker of the form that currently warns, shared with the one dialog the layout mounts
 * (a hook cannot render, and two forms never block the same navigation).
 */
let active: Blocker | null = null;
/** True once any form has warned: the dialog is loaded from then on (and stays mounted). */
let dialogWanted = false;
const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function setActive(next: Blocker | null) {
  if (active === next) return;
  active = next;
  notify();
}
function wantDialog() {
  if (dialogWanted) return;
  dialogWanted = true;
  notify();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Warns before leaving a page with unsaved changes (000 §4): in-app navigation asks "Leave" or
 * "Cancel"; closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesPrompt(when: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (when) wantDialog();
  }, [when]);
  useEffect(() => {
    if (blocker.state === 'blocked') {
      wantDialog();
      setActive(blocker);
    } else setActive(null);
  }, [blocker]);
  useEffect(() => () => setActive(null), []);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

/**
 * A dialog holding unsaved input ignores backdrop clicks (000 §4); Escape and Close still ask.
 * Decided in the dialog's close handler, never by switching its modal type: a new modal type
 * re-creates Fluent's focus trap, which moved focus to the Close button after the first keystroke.
 */
export const closesOnDismiss = (dirty: boolean, data: { type?: string }): boolean =>
  !(dirty && data.type === 'backdropClick');

/** The "Leave" / "Cancel" dialog's place; mounted once by the app's root. */
export function UnsavedChangesHost() {
  const blocker = useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
  const wanted = useSyncExternalStore(
    subscribe,
    () => dialogWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog blocker={blocker} />
    </Suspense>
  );
}
