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
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The modal form both award dialogs are (send an award, nominate, 001 §2): the title with a close
 * button, the fields, then Cancel and the submit button. Escape, the close button and Cancel all
 * call `onClose`.
 */
export function AwardFormDialog(props: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  submitting: boolean;
  submitLabel: string;
  /** What the submit button reads while it submits; "Saving..." unless said otherwise. */
  submittingLabel?: string;
  children: ReactNode;
}) {
  const { title, onSubmit, onClose, submitting, submitLabel, submittingLabel, children } = props;
  const { t } = useTranslation('awards');
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface aria-label={title}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle
              action={
                <Button
                  appearance="subtle"
                  aria-label={t('close')}
                  icon={<Dismiss24Regular />}
                  onClick={onClose}
                />
              }
            >
              {title}
            </DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
              <SubmitButton submitting={submitting} submittingLabel={submittingLabel}>
                {submitLabel}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
