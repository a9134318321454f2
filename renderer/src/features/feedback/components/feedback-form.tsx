import { Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { createFeedbackRequest, feedbackMessageMaxLength } from '#shared/contract/feedback';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useSendFeedback } from '../api/feedback-queries.ts';
import { feedbackSourcePath } from './feedback-source.ts';

const form = createFeedbackRequest.pick({ message: true });
type FeedbackForm = { message: string };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/** "Provide feedback": what the member thinks of the product, sent to their organization's admins. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const styles = useStyles();
  const toasts = useToasts();
  const { search } = useLocation();
  const send = useSendFeedback();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<FeedbackForm>({ resolver: formResolver(form), defaultValues: { message: '' } });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const text = watch('message');
  const limit = useCharacterLimit(text.length, feedbackMessageMaxLength, errors.message?.message);

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      await send.mutateAsync({ message, pagePath: feedbackSourcePath(search) });
      reset({ message: '' });
      toasts.success(t('sent'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['message'])) toasts.error();
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Text>{t('intro')}</Text>
      <Field label={t('message')} {...limit} required>
        {/* Fluent's Textarea keeps its own value: it follows the form's, so a reset empties it. */}
        <Textarea {...register('message')} value={text} resize="vertical" rows={8} />
      </Field>
      <div className={styles.footer}>
        <SubmitButton submitting={isSubmitting}>{t('send')}</SubmitButton>
      </div>
    </form>
  );
}
