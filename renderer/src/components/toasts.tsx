import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The one toaster of the app; the id is fixed so any component can reach it. */
export const toasterId = 'kudos-toaster';
/** Toasts hide after 6 seconds, one at a time, bottom right (000 §9). */
export const toastTimeoutMs = 6000;

export function ToastHost() {
  return (
    <Toaster toasterId={toasterId} position="bottom-end" limit={1} timeout={toastTimeoutMs} pauseOnHover />
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
      // One at a time: a new toast replaces the one on screen rather than queueing behind it.
      dismissAllToasts();
      count += 1;
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, toastId: `${idPrefix}-${count}`, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    };
    return {
      success: (message) => show('success', message ?? t('toast.success')),
      error: (message) => show('error', message ?? t('toast.error')),
    };
  }, [dispatchToast, dismissAllToasts, idPrefix, t]);
}
