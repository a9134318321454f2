import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, useBlocker } from 'react-router';

/**
 * The blocker of the form that currently warns, shared with the one dialog the layout mounts
 * (a hook cannot render, and two forms never block the same navigation).
 */
let active: Blocker | null = null;
const listeners = new Set<() => void>();
function setActive(next: Blocker | null) {
  if (active === next) return;
  active = next;
  for (const listener of listeners) listener();
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
    if (blocker.state === 'blocked') setActive(blocker);
    else setActive(null);
  }, [blocker]);
  useEffect(() => () => setActive(null), []);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}

/** A dialog holding unsaved input ignores backdrop clicks (000 §4): pass its dirty state here. */
export const dialogModalType = (dirty: boolean): 'alert' | 'modal' => (dirty ? 'alert' : 'modal');

/** The "Leave" / "Cancel" dialog; mounted once by the app layout. */
export function UnsavedChangesHost() {
  const { t } = useTranslation('common');
  const blocker = useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
  return (
    <Dialog
      open={blocker?.state === 'blocked'}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) blocker?.reset?.();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('unsavedChanges.title')}</DialogTitle>
          <DialogContent>{t('unsavedChanges.body')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => blocker?.proceed?.()}>
              {t('unsavedChanges.leave')}
            </Button>
            <Button appearance="secondary" onClick={() => blocker?.reset?.()}>
              {t('unsavedChanges.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
