import {
  Body1,
  Button,
  Card,
  CardHeader,
  Field,
  makeStyles,
  Subtitle2,
  Textarea,
  typographyStyles,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { estimateAllocation, useExpirePayout } from '../api/points-queries.ts';
import { audienceFields, audienceName, audienceOf, withAudienceCheck } from '../model/audience.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { maxReasonLength, reasonInput } from '../model/points-forms.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AudienceFields } from './audience-fields.tsx';

const useStyles = makeStyles({
  card: { maxWidth: '640px' },
  summary: { ...typographyStyles.body1, margin: 0 },
});

/**
 * Paying out: once the company has paid members for their redeemable points (payroll, gift cards
 * bought outside), those points expire so they are not owed twice. Only for editBudgetSettings.
 */
export function PayoutCard() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const canExpire = useHolds(['pointsApp', 'editBudgetSettings']);
  const [open, setOpen] = useState(false);
  if (!canExpire) return null;
  return (
    <Card className={styles.card} role="region" aria-labelledby="points-payout-heading">
      <CardHeader
        header={
          <Subtitle2 as="h2" id="points-payout-heading">
            {t('payout.heading')}
          </Subtitle2>
        }
        description={t('payout.description')}
      />
      <div>
        <Button onClick={() => setOpen(true)}>{t('payout.open')}</Button>
      </div>
      <FormDialog open={open} onClose={() => setOpen(false)}>
        {(onDirty) => <PayoutForm onClose={() => setOpen(false)} onDirty={onDirty} />}
      </FormDialog>
    </Card>
  );
}

const payoutForm = (t: Parameters<typeof reasonInput>[0]) =>
  z.object({ ...audienceFields, reason: reasonInput(t) }).superRefine(withAudienceCheck(t));
type PayoutInput = z.input<ReturnType<typeof payoutForm>>;
type PayoutOutput = z.output<ReturnType<typeof payoutForm>>;

function PayoutForm(props: { onClose: () => void; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const numbers = useNumbers();
  const expire = useExpirePayout();
  const [problem, setProblem] = useState<string | null>(null);
  // The audience checked on the server, with how many active members it holds.
  const [confirming, setConfirming] = useState<{ values: PayoutOutput; memberCount: number } | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PayoutInput, unknown, PayoutOutput>({
    resolver: formResolver(payoutForm(t)),
    defaultValues: { scope: 'chosen', recipients: [], reason: '' },
  });
  const reason = watch('reason');
  const { onDirty } = props;
  const dirty = isDirty && !isSubmitting && !expire.isPending;
  useEffect(() => onDirty(dirty), [onDirty, dirty]);
  useEffect(() => {
    if (confirming) summary.current?.focus();
  }, [confirming]);
  const fields = ['recipients', 'reason'] as const;
  const title = t('payout.title');

  const check = handleSubmit(async (values) => {
    setProblem(null);
    try {
      // The estimate of one point each counts the audience's active members (the expiry's own rule).
      const { memberCount } = await estimateAllocation({
        ...audienceOf(values.scope, values.recipients),
        amount: 1,
      });
      setConfirming({ values, memberCount });
    } catch (error) {
      if (applyServerErrors(error, setError, fields)) return;
      setProblem(pointsErrorMessage(error, t));
    }
  });

  const confirm = async () => {
    if (!confirming) return;
    const { values } = confirming;
    setProblem(null);
    try {
      const result = await expire.mutateAsync({
        ...audienceOf(values.scope, values.recipients),
        reason: values.reason,
      });
      toasts.success(
        t('payout.done', {
          count: result.memberCount,
          points: t('pointsCount', { count: result.expired, formatted: numbers.points(result.expired) }),
        }),
      );
      props.onClose();
    } catch (error) {
      setConfirming(null);
      if (applyServerErrors(error, setError, fields)) return;
      setProblem(pointsErrorMessage(error, t));
    }
  };

  if (confirming) {
    const audience = audienceName(confirming.values.scope, confirming.values.recipients, t, i18n.language);
    return (
      <FormDialogBody
        title={t('payout.confirmTitle')}
        cancel={{ label: t('fund.back'), onClick: () => setConfirming(null) }}
        submit={{
          label: t('payout.confirm'),
          submitting: expire.isPending,
          submittingLabel: t('payout.expiring'),
          disabled: confirming.memberCount === 0,
          onClick: () => void confirm(),
        }}
      >
        <p ref={summary} tabIndex={-1} className={styles.summary}>
          {confirming.memberCount === 0
            ? t('payout.nobody')
            : t('payout.confirmBody', { count: confirming.memberCount, audience })}
        </p>
        {confirming.memberCount > 0 ? <Body1 as="p">{t('payout.confirmUndo')}</Body1> : null}
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
      <Body1>{t('payout.intro')}</Body1>
      <AudienceFields control={control} legend={t('payout.audience')} error={errors.recipients?.message} />
      <Field
        label={t('adjust.reason')}
        hint={t('payout.reasonHint')}
        required
        validationMessage={errors.reason?.message}
      >
        <Textarea {...register('reason')} value={reason} maxLength={maxReasonLength} resize="vertical" />
      </Field>
    </FormDialogBody>
  );
}
