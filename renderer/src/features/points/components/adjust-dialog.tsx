import { Field, Input, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { type Adjustment, useAdjust } from '../api/points-queries.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { maxReasonLength, pointsInput, reasonInput } from '../model/points-forms.ts';

/** Which change the dialog makes: add or remove, on the redeemable or the allocation account. */
export type AdjustKind = Pick<Adjustment, 'account' | 'direction'>;

/** Adds points to or removes them from one member's account, with the reason the ledger keeps. */
export function AdjustDialog(props: {
  memberId: string;
  memberName: string;
  kind: AdjustKind | null;
  onClose: () => void;
}) {
  const { kind } = props;
  return (
    <FormDialog open={kind !== null} onClose={props.onClose}>
      {(onDirty) => (kind ? <AdjustForm {...props} kind={kind} onDirty={onDirty} /> : null)}
    </FormDialog>
  );
}

const adjustForm = (t: Parameters<typeof pointsInput>[0]) =>
  z.object({ amount: pointsInput(t, 1), reason: reasonInput(t) });
type AdjustInput = z.input<ReturnType<typeof adjustForm>>;
type AdjustOutput = z.output<ReturnType<typeof adjustForm>>;

function AdjustForm(props: {
  memberId: string;
  memberName: string;
  kind: AdjustKind;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('points');
  const toasts = useToasts();
  const adjust = useAdjust();
  const [problem, setProblem] = useState<string | null>(null);
  const { account, direction } = props.kind;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: formResolver(adjustForm(t)),
    defaultValues: { amount: '', reason: '' },
  });
  const [amount, reason] = watch(['amount', 'reason']);
  const { onDirty } = props;
  const dirty = isDirty && !isSubmitting;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);
  const title = t(`adjust.titles.${direction}.${account}`, { name: props.memberName });
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await adjust.mutateAsync({ memberId: props.memberId, account, direction, body });
      toasts.success(t(`adjust.done.${direction}`, { count: body.amount, name: props.memberName }));
      props.onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, ['amount', 'reason'])) return;
      setProblem(pointsErrorMessage(error, t));
    }
  });
  return (
    <FormDialogBody
      title={title}
      onSubmit={submit}
      formLabel={title}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{ label: t(`adjust.submit.${direction}`), submitting: isSubmitting }}
    >
      <ErrorBar>{problem}</ErrorBar>
      <Field label={t('adjust.amount')} required validationMessage={errors.amount?.message}>
        <Input {...register('amount')} value={amount} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field
        label={t('adjust.reason')}
        hint={t('adjust.reasonHint')}
        required
        validationMessage={errors.reason?.message}
      >
        <Textarea {...register('reason')} value={reason} maxLength={maxReasonLength} resize="vertical" />
      </Field>
    </FormDialogBody>
  );
}
