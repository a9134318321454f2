import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from './submit-button.tsx';

/** Asks before an action that is hard to undo (suspend, delete, revoke a link...). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => (data.open ? undefined : props.onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton type="button" submitting={props.busy} onClick={props.onConfirm}>
              {props.confirm}
            </SubmitButton>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
