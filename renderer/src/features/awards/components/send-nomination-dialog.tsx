import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AwardType } from '#shared/contract/award';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors, formResolver, serverFieldMessage } from '../../../lib/form-errors.ts';
import { useNominate } from '../api/award-queries.ts';
import { awardErrorMessage } from '../model/award-errors.ts';
import { type NominationForm, nominationBody, nominationForm } from '../model/award-forms.ts';
import { LimitedTextarea } from './limited-textarea.tsx';
import { NomineePicker } from './nominee-picker.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The send-nomination dialog (001 §2, §5): a nominee from the round's candidates and the reason. */
export function SendNominationDialog(props: { type: AwardType | null; onClose: () => void }) {
  const { type, onClose } = props;
  if (!type) return null;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <NominationSurface type={type} onClose={onClose} />
    </Dialog>
  );
}

function NominationSurface(props: { type: AwardType; onClose: () => void }) {
  const { type, onClose } = props;
  const { t } = useTranslation('awards');
  const styles = useStyles();
  const toasts = useToasts();
  const nominate = useNominate(type.id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NominationForm>({
    resolver: formResolver(nominationForm) as never,
    defaultValues: { nominee: null, message: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await nominate.mutateAsync(nominationBody(nominationForm.parse(form)));
      toasts.success(t('nominate.sent'));
      onClose();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, ['message']);
      const nominee = serverFieldMessage(error, 'nomineeId');
      if (nominee) setError('nominee', { type: 'server', message: nominee });
      if (!mapped && !nominee) toasts.error(awardErrorMessage(error, t));
    }
  });

  return (
    <DialogSurface aria-label={t('nominate.title', { name: type.name })}>
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
            {t('nominate.title', { name: type.name })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {type.description ? <Text className={styles.muted}>{type.description}</Text> : null}
            <Controller
              control={control}
              name="nominee"
              render={({ field }) => (
                <NomineePicker
                  awardTypeId={type.id}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.nominee?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="message"
              render={({ field }) => (
                <LimitedTextarea
                  ref={field.ref}
                  name={field.name}
                  label={t('nominate.reason')}
                  placeholder={t('nominate.reasonPlaceholder')}
                  value={field.value}
                  error={errors.message?.message}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton submitting={isSubmitting}>{t('nominate.submit')}</SubmitButton>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
