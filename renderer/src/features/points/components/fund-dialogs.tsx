import {
  Body1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Textarea,
  typographyStyles,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FundAccount } from '#shared/contract/points';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { estimateAllocation, useAddFundPoints, useAllocateFromFund } from '../api/points-queries.ts';
import { audienceFields, audienceName, audienceOf, withAudienceCheck } from '../model/audience.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { maxReasonLength, positivePointsInput, reasonInput } from '../model/points-forms.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AudienceFields } from './audience-fields.tsx';

const useStyles = makeStyles({
  summary: { ...typographyStyles.body1, margin: 0 },
});

const fundPointsForm = (t: Parameters<typeof positivePointsInput>[0]) =>
  z.object({ amount: positivePointsInput(t), reason: reasonInput(t) });
type FundPointsInput = z.input<ReturnType<typeof fundPointsForm>>;
type FundPointsOutput = z.output<ReturnType<typeof fundPointsForm>>;

/** Tops the company fund up: the points allocations are drawn from. */
export function AddFundPointsDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={props.open} onClose={props.onClose}>
      {(onDirty) => <AddFundPointsForm onClose={props.onClose} onDirty={onDirty} />}
    </FormDialog>
  );
}

function AddFundPointsForm(props: { onClose: () => void; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('points');
  const toasts = useToasts();
  const add = useAddFundPoints();
  const numbers = useNumbers();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<FundPointsInput, unknown, FundPointsOutput>({
    resolver: formResolver(fundPointsForm(t)),
    defaultValues: { amount: '', reason: '' },
  });
  const [amount, reason] = watch(['amount', 'reason']);
  const { onDirty } = props;
  const dirty = isDirty && !isSubmitting;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);
  const title = t('fund.addTitle');
  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await add.mutateAsync(body);
      toasts.success(
        t('fund.added', {
          points: t('pointsCount', { count: body.amount, formatted: numbers.points(body.amount) }),
        }),
      );
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
      submit={{ label: t('fund.addSubmit'), submitting: isSubmitting }}
    >
      <ErrorBar>{problem}</ErrorBar>
      <Field label={t('adjust.amount')} required validationMessage={errors.amount?.message}>
        <Input {...register('amount')} value={amount} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field
        label={t('adjust.reason')}
        hint={t('fund.addReasonHint')}
        required
        validationMessage={errors.reason?.message}
      >
        <Textarea {...register('reason')} value={reason} maxLength={maxReasonLength} resize="vertical" />
      </Field>
    </FormDialogBody>
  );
}

const allocateForm = (t: Parameters<typeof positivePointsInput>[0]) =>
  z
    .object({ amount: positivePointsInput(t), ...audienceFields, reason: reasonInput(t) })
    .superRefine(withAudienceCheck(t));
type AllocateInput = z.input<ReturnType<typeof allocateForm>>;
type AllocateOutput = z.output<ReturnType<typeof allocateForm>>;

/** What the allocation would do, from POST /points/budgetItems/estimate, to confirm before it is made. */
type Estimate = { values: AllocateOutput; memberCount: number; total: number };

/** Allocates from the fund: the amount and audience first, then what it costs, then it is made. */
export function AllocateFromFundDialog(props: { open: boolean; fund: FundAccount; onClose: () => void }) {
  return (
    <FormDialog open={props.open} onClose={props.onClose}>
      {(onDirty) => <AllocateForm fund={props.fund} onClose={props.onClose} onDirty={onDirty} />}
    </FormDialog>
  );
}

function AllocateForm(props: { fund: FundAccount; onClose: () => void; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const numbers = useNumbers(props.fund.currency);
  const points = (count: number) => t('pointsCount', { count, formatted: numbers.points(count) });
  const allocate = useAllocateFromFund();
  const [problem, setProblem] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AllocateInput, unknown, AllocateOutput>({
    resolver: formResolver(allocateForm(t)),
    defaultValues: { amount: '', scope: 'chosen', recipients: [], reason: '' },
  });
  const [amount, reason] = watch(['amount', 'reason']);
  const { onDirty } = props;
  const dirty = isDirty && !isSubmitting && !allocate.isPending;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);
  // The estimate replaces the fields: focus goes to it, so it is read out.
  useEffect(() => {
    if (estimate) summary.current?.focus();
  }, [estimate]);
  const fields = ['amount', 'reason', 'recipients'] as const;
  const title = t('fund.allocateTitle');

  const check = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const result = await estimateAllocation({
        ...audienceOf(values.scope, values.recipients),
        amount: values.amount,
      });
      setEstimate({ values, ...result });
    } catch (error) {
      if (applyServerErrors(error, setError, fields)) return;
      setProblem(pointsErrorMessage(error, t));
    }
  });

  const confirm = async () => {
    if (!estimate) return;
    const { values } = estimate;
    setProblem(null);
    try {
      const result = await allocate.mutateAsync({
        ...audienceOf(values.scope, values.recipients),
        amount: values.amount,
        reason: values.reason,
      });
      toasts.success(
        t('fund.allocated', {
          count: result.memberCount,
          amount: points(values.amount),
          total: points(result.total),
        }),
      );
      props.onClose();
    } catch (error) {
      // Back to the fields, with the server's sentence (a disabled fund, too few points).
      setEstimate(null);
      if (applyServerErrors(error, setError, fields)) return;
      setProblem(pointsErrorMessage(error, t));
    }
  };

  if (estimate) {
    const short = estimate.total > props.fund.balance;
    const nobody = estimate.memberCount === 0;
    return (
      <FormDialogBody
        title={t('fund.confirmTitle')}
        cancel={{ label: t('fund.back'), onClick: () => setEstimate(null) }}
        submit={{
          label: t('fund.allocateConfirm'),
          submitting: allocate.isPending,
          submittingLabel: t('fund.allocating'),
          disabled: short || nobody || !props.fund.enabled,
          onClick: () => void confirm(),
        }}
      >
        <p ref={summary} tabIndex={-1} className={styles.summary}>
          {nobody
            ? t('fund.estimateNobody')
            : t('fund.estimate', {
                count: estimate.memberCount,
                amount: points(estimate.values.amount),
                audience: audienceName(estimate.values.scope, estimate.values.recipients, t, i18n.language),
                total: points(estimate.total),
                balance: points(props.fund.balance),
              })}
        </p>
        {short ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('fund.estimateShort', { balance: points(props.fund.balance) })}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {!props.fund.enabled ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('fund.estimateDisabled')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </FormDialogBody>
    );
  }

  return (
    <FormDialogBody
      title={title}
      onSubmit={check}
      formLabel={title}
      cancel={{ label: t('cancel'), onClick: props.onClose }}
      submit={{
        label: t('fund.allocateNext'),
        submitting: isSubmitting,
        submittingLabel: t('fund.estimating'),
      }}
    >
      <ErrorBar>{problem}</ErrorBar>
      <Body1>{t('fund.allocateIntro', { balance: points(props.fund.balance) })}</Body1>
      <Field
        label={t('fund.allocateAmount')}
        hint={t('fund.allocateAmountHint')}
        required
        validationMessage={errors.amount?.message}
      >
        <Input {...register('amount')} value={amount} inputMode="numeric" autoComplete="off" />
      </Field>
      <AudienceFields control={control} legend={t('audience.label')} error={errors.recipients?.message} />
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
