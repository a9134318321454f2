import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button.tsx';
import { closesOnDismiss } from './unsaved-changes.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The modal around a form (000 §4): Escape, the close button and Cancel call `onClose`; a
 * backdrop click does too unless the form is dirty, so what was typed is not dropped by a stray
 * click. The content mounts while the dialog is open, so each opening starts empty.
 *
 * A form that knows whether it is dirty passes `dirty`; one that lives below the dialog gets an
 * `onDirty` to report it through, when `children` is a function.
 */
export function FormDialog(props: {
  /** Open unless said otherwise: a dialog that is only rendered while open need not pass it. */
  open?: boolean;
  onClose: () => void;
  dirty?: boolean;
  /** The dialog's name, when its title is not enough (the title names it otherwise). */
  'aria-label'?: string;
  children: ReactNode | ((onDirty: (dirty: boolean) => void) => ReactNode);
}) {
  const { open = true, onClose, children } = props;
  const [reported, setReported] = useState(false);
  const dirty = props.dirty ?? reported;
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && closesOnDismiss(dirty, data)) onClose();
      }}
    >
      <DialogSurface aria-label={props['aria-label']}>
        {open ? (typeof children === 'function' ? children(setReported) : children) : null}
      </DialogSurface>
    </Dialog>
  );
}

/**
 * What a form dialog shows: its title (with a close button when `onClose` is given), the fields,
 * then the secondary action (Cancel) and the primary one. With `onSubmit` it is a `<form>` and the
 * primary button submits it; without, the primary button calls `submit.onClick` (a confirmation
 * step after the form).
 */
export function FormDialogBody(props: {
  title: ReactNode;
  /** Makes the body a form; Enter and the primary button submit it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name. */
  formLabel?: string;
  /** A close button beside the title. */
  onClose?: () => void;
  /** The secondary action, Cancel or Back. */
  cancel: { label: string; onClick: () => void };
  submit: {
    label: string;
    submitting: boolean;
    /** What the button reads while it works; "Saving..." unless said otherwise. */
    submittingLabel?: string;
    disabled?: boolean;
    /** Without `onSubmit`: what the primary button does. */
    onClick?: () => void;
  };
  children: ReactNode;
}) {
  const { title, onSubmit, onClose, cancel, submit, children } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const body = (
    <DialogBody>
      <DialogTitle
        action={
          onClose ? (
            <Button
              appearance="subtle"
              aria-label={t('common:close')}
              icon={<Dismiss24Regular />}
              onClick={onClose}
            />
          ) : undefined
        }
      >
        {title}
      </DialogTitle>
      <DialogContent className={styles.content}>{children}</DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
        <SubmitButton
          type={onSubmit ? 'submit' : 'button'}
          submitting={submit.submitting}
          submittingLabel={submit.submittingLabel}
          disabled={submit.disabled}
          onClick={onSubmit ? undefined : submit.onClick}
        >
          {submit.label}
        </SubmitButton>
      </DialogActions>
    </DialogBody>
  );
  if (!onSubmit) return body;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.formLabel}>
      {body}
    </form>
  );
}
