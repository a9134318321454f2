import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlagRequest, flagReasonMaxLength } from '#shared/contract/recognition';
import { errorMessage } from '../lib/error-message.ts';
import { serverFieldMessage } from '../lib/form-errors.ts';
import { useCharacterLimit } from './character-limit.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useToasts } from './toasts.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type FlagDialogProps = {
  open: boolean;
  /** What is flagged, as the dialog's title ("Flag this comment"). */
  title: string;
  /** The toast after the flag is saved ("Thanks. A moderator will review this comment."). */
  success: string;
  /** The confirming button; "Flag" unless the area words it otherwise ("Report"). */
  confirm?: string;
  /** The area's flag call (PUT …/flags) with the body the contract takes. */
  flag: (body: FlagRequest) => Promise<unknown>;
  onClose: () => void;
  /** After the flag is saved, before the dialog closes. */
  onFlagged?: () => void;
  /** The toast for a failed call, when the area words its errors itself. */
  describeError?: (error: unknown) => string;
};

/**
 * The one flag dialog of the app (recognitions, comments, awards, cards and signatures): an
 * optional reason for the moderators, counted against the contract's limit, then Cancel or Flag.
 * The moderators' queue (Flagged content) shows who flagged and why. Focus starts in the reason.
 */
export function FlagDialog(props: FlagDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => (data.open ? undefined : props.onClose())}>
      <DialogSurface>{props.open ? <FlagForm {...props} /> : null}</DialogSurface>
    </Dialog>
  );
}

function FlagForm(props: FlagDialogProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const toasts = useToasts();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const limit = useCharacterLimit(reason.length, flagReasonMaxLength, serverError);

  const submit = async () => {
    if (busy || reason.length > flagReasonMaxLength) return; // the field already says so
    const trimmed = reason.trim();
    setBusy(true);
    try {
      await props.flag(trimmed ? { reason: trimmed } : {});
      toasts.success(props.success);
      props.onFlagged?.();
      props.onClose();
    } catch (error) {
      const fieldError = serverFieldMessage(error, 'reason');
      if (fieldError) setServerError(fieldError);
      else toasts.error(props.describeError?.(error) ?? errorMessage(error, t));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text>{t('flagDialog.body')}</Text>
          <Field label={t('flagDialog.reason')} {...limit}>
            <Textarea
              value={reason}
              resize="vertical"
              rows={3}
              onChange={(_, data) => {
                setReason(data.value);
                setServerError(undefined);
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton submitting={busy} submittingLabel={t('flagDialog.flagging')}>
            {props.confirm ?? t('flagDialog.flag')}
          </SubmitButton>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
