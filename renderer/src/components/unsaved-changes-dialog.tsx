import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The "Leave" / "Cancel" dialog (000 §4) for the navigation a dirty form blocked. */
export default function UnsavedChangesDialog({ blocker }: { blocker: Blocker | null }) {
  const { t } = useTranslation('common');
  const open = blocker?.state === 'blocked';
  // The element that had focus when the navigation was blocked, read before this dialog takes
  // focus: often a control of another modal dialog (the recognition dialog's Close).
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) {
    const focused = typeof document === 'undefined' ? null : document.activeElement;
    returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (open) return;
    return restoreFocus(returnTo);
  }, [open]);
  return (
    <Dialog
      open={open}
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

/**
 * After "Cancel", focus goes back where it was. This dialog is not nested in the one it covered,
 * so Fluent's focus manager left that one hidden from assistive technology (aria-hidden) until
 * focus enters it again. Focus is retried while this dialog's closing trap still holds it.
 */
function restoreFocus(returnTo: { current: HTMLElement | null }): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const target = returnTo.current;
    if (!target?.isConnected) return;
    const current = document.activeElement;
    const elsewhere = current && current !== document.body && !current.closest('[role="alertdialog"]');
    if (current === target || (elsewhere && attempts > 0)) {
      returnTo.current = null;
      return;
    }
    target.focus();
    attempts += 1;
    if (attempts < 20) timer = setTimeout(attempt, 50);
  };
  timer = setTimeout(attempt, 0);
  return () => clearTimeout(timer);
}
