import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type CheckInQuestion,
  type CheckInQuestionRequest,
  checkInLabelMaxLength,
  checkInQuestionKinds,
  checkInQuestionMaxLength,
  checkInQuestionRequest,
} from '#shared/contract/check-in';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { checkInCalls, useCheckInChange } from '../api/check-in-queries.ts';
import { AdminFormBody, useAdminFormSave } from './admin-form-body.tsx';

/** What the dialog edits: a new question of a category, or an existing one (saved as a new version). */
export type QuestionTarget = { categoryId: string; question: CheckInQuestion | null };
type FormInput = z.input<typeof checkInQuestionRequest>;
type Output = z.output<typeof checkInQuestionRequest>;

export function QuestionDialog(props: { target: QuestionTarget | null; onClose: () => void }) {
  const { target } = props;
  return (
    <FormDialog open={target !== null} onClose={props.onClose}>
      {(onDirty) =>
        target ? <QuestionForm target={target} onClose={props.onClose} onDirty={onDirty} /> : null
      }
    </FormDialog>
  );
}

function QuestionForm(props: {
  target: QuestionTarget;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('check-in');
  const { categoryId, question } = props.target;
  const save = useCheckInChange((body: CheckInQuestionRequest) =>
    question
      ? checkInCalls.editQuestion({ id: question.id, ...body })
      : checkInCalls.addQuestion({ categoryId, ...body }),
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FormInput, unknown, Output>({
    resolver: formResolver(checkInQuestionRequest),
    defaultValues: {
      kind: question?.kind ?? 'scale',
      text: question?.text ?? '',
      lowLabel: question?.lowLabel ?? '',
      highLabel: question?.highLabel ?? '',
      allowComment: question?.allowComment ?? false,
    },
  });
  const [kind, text, lowLabel, highLabel] = watch(['kind', 'text', 'lowLabel', 'highLabel']);
  const { problem, save: saving } = useAdminFormSave({
    isDirty,
    isSubmitting,
    onDirty: props.onDirty,
    setError,
    fields: ['kind', 'text', 'lowLabel', 'highLabel'],
    onClose: props.onClose,
  });
  const title = question ? t('questionForm.editTitle') : t('questionForm.newTitle');
  const submit = handleSubmit((body) => saving(() => save.mutateAsync(body)));
  return (
    <AdminFormBody
      title={title}
      onSubmit={submit}
      onClose={props.onClose}
      submitting={isSubmitting}
      problem={problem}
    >
      {question ? <Field hint={t('questionForm.versionHint')} /> : null}
      <Field label={t('questionForm.text')} required validationMessage={errors.text?.message}>
        <Textarea {...register('text')} value={text} maxLength={checkInQuestionMaxLength} resize="vertical" />
      </Field>
      <Field label={t('questionForm.kind')} required validationMessage={errors.kind?.message}>
        <Select {...register('kind')} value={kind}>
          {checkInQuestionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'scale' ? (
        <>
          <Field label={t('questionForm.lowLabel')} validationMessage={errors.lowLabel?.message}>
            <Input {...register('lowLabel')} value={lowLabel ?? ''} maxLength={checkInLabelMaxLength} />
          </Field>
          <Field label={t('questionForm.highLabel')} validationMessage={errors.highLabel?.message}>
            <Input {...register('highLabel')} value={highLabel ?? ''} maxLength={checkInLabelMaxLength} />
          </Field>
        </>
      ) : null}
      <Controller
        control={control}
        name="allowComment"
        render={({ field }) => (
          <Checkbox
            label={t('questionForm.allowComment')}
            checked={!!field.value}
            onChange={(_, data) => field.onChange(data.checked === true)}
          />
        )}
      />
    </AdminFormBody>
  );
}
