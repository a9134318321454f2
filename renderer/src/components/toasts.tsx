import { Toast, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';

/** The one toaster of the app; the id is fixed so any component can reach it. */
export const toasterId = 'kudos-toaster';
/** Toasts hide after 6 seconds, one at a time, bottom right (000 §9). */
export const toastTimeoutMs = 6000;

/**
 * The Toaster's code loads with the first toast (the sign-in page never shows one); a toast asked
 * for before the Toaster listens waits for it rather than being lost.
 */
const AppToaster = lazy(() => lazyWithRetry(() => import('./toaster.tsx')));
let toasterWanted = false;
const hostListeners = new Set<() => void>();
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

function wantToaster(): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of hostListeners) listener();
  }
  return toasterReady;
}

const subscribeHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribeHost,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster toasterId={toasterId} timeout={toastTimeoutMs} onReady={markReady} />
    </Suspense>
  );
}

export type Toasts = { success(message?: string): void; error(message?: string): void };

/** Shows a success or error toast; without a message the spec's default texts are used. */
export function useToasts(): Toasts {
  const { t } = useTranslation('common');
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);
  const idPrefix = useId('toast');
  return useMemo(() => {
    let count = 0;
    const show = (intent: 'success' | 'error', message: string) => {
      count += 1;
      const toastId = `${idPrefix}-${count}`;
      void wantToaster().then(() => {
        // One at a time: a new toast replaces the one on screen rather than queueing behind it.
        dismissAllToasts();
        dispatchToast(
          <Toast>
            <ToastTitle>{message}</ToastTitle>
          </Toast>,
          { intent, toastId, politeness: intent === 'error' ? 'assertive' : 'polite' },
        );
      });
    };
    return {
      success: (message) => show('success', message ?? t('toast.success')),
      error: (message) => show('error', message ?? t('toast.error')),
    };
  }, [dispatchToast, dismissAllToasts, idPrefix, t]);
}
