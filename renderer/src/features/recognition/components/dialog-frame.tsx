import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, Dismiss24Regular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closesOnDismiss } from '../../../components/unsaved-changes.tsx';
import { useIsMobile } from '../../../lib/breakpoints.ts';

const useStyles = makeStyles({
  surface: { width: '720px', maxWidth: 'calc(100vw - 32px)' },
  // Focus scrolled into view stays clear of the send view's sticky footer (a focused "10" hid under it).
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: 0,
    scrollPaddingBottom: '72px',
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The recognition dialog's frame (001 §2): "Recognize someone" with a close button, a back button
 * on inner steps; a bottom, full-width drawer on mobile. A dirty form blocks closing by the backdrop.
 * When it opens, focus goes to the field marked `data-autofocus` (the recipients), where a person
 * starts, rather than to Close, which Fluent picks as the first focusable element.
 */
export function DialogFrame(props: {
  title: string;
  dirty: boolean;
  onClose: () => void;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { title, dirty, onClose, onBack, children } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const mobile = useIsMobile();
  const body = useRef<HTMLDivElement>(null);
  // Runs after the dialog's own first-focus effect (a parent's effects follow its children's).
  useEffect(() => {
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const back = onBack ? (
    <Button appearance="subtle" icon={<ArrowLeft20Regular />} aria-label={t('back')} onClick={onBack} />
  ) : null;
  const close = (
    <Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('close')} onClick={onClose} />
  );

  if (mobile) {
    return (
      <OverlayDrawer
        open
        position="bottom"
        size="full"
        modalType="modal"
        onOpenChange={(_, data) => {
          if (!data.open && closesOnDismiss(dirty, data)) onClose();
        }}
        aria-label={title}
      >
        <DrawerHeader>
          <DrawerHeaderTitle heading={{ as: 'h2' }} action={close}>
            <span className={styles.title}>
              {back}
              {title}
            </span>
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody ref={body} className={styles.drawerBody}>
          {children}
        </DrawerBody>
      </OverlayDrawer>
    );
  }
  return (
    <Dialog
      open
      modalType="modal"
      onOpenChange={(_, data) => {
        if (!data.open && closesOnDismiss(dirty, data)) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle action={close}>
            <span className={styles.title}>
              {back}
              {title}
            </span>
          </DialogTitle>
          <DialogContent ref={body} className={styles.content}>
            {children}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
