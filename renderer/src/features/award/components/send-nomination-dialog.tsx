import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AwardType } from '#shared/contract/award';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useNominate } from '../api/award-queries.ts';
import { applyAwardFieldErrors, awardErrorMessage } from '../model/award-errors.ts';
import { type NominationForm, nominationBody, nominationForm } from '../model/award-forms.ts';
import { LimitedTextarea } from './limited-textarea.tsx';
import { NomineePicker } from './nominee-picker.tsx';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The send-nomination dialog (001 §2, §5): a nominee from the round's candidates and the reason. */
export function SendNominationDialog(props: { type: AwardType | null; onClose: () => void }) {
  const { type, onClose } = props;
  if (!type) return null;
  return <NominationFormDialog type={type} onClose={onClose} />;
}

function NominationFormDialog(props: { type: AwardType; onClose: () => void }) {
  const { type, onClose } = props;
  const { t } = useTranslation('award');
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
      const renamed = { from: 'nomineeId', to: 'nominee' } as const;
      if (!applyAwardFieldErrors(error, setError, ['message'], renamed)) {
        toasts.error(awardErrorMessage(error, t));
      }
    }
  });

  return (
    <FormDialog onClose={onClose} aria-label={t('nominate.title', { name: type.name })}>
      <FormDialogBody
        title={t('nominate.title', { name: type.name })}
        onSubmit={onSubmit}
        onClose={onClose}
        cancel={{ label: t('cancel'), onClick: onClose }}
        submit={{ label: t('nominate.submit'), submitting: isSubmitting }}
      >
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
              {...field}
              label={t('nominate.reason')}
              placeholder={t('nominate.reasonPlaceholder')}
              error={errors.message?.message}
            />
          )}
        />
      </FormDialogBody>
    </FormDialog>
  );
}
