import {
  Badge,
  Body1,
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type BudgetSettings, currencyCode, resetFrequency } from '#shared/contract/points';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { pointsQueries, useSaveBudgetSettings, useSetFundEnabled } from '../api/points-queries.ts';
import { pointsErrorMessage } from '../model/points-error.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { AdminPage } from './admin-page.tsx';
import { AddFundPointsDialog, AllocateFromFundDialog } from './fund-dialogs.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  card: { maxWidth: '480px' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** /points/preferences: the tenant's reset frequency, currency and point value, and its fund. */
export function PreferencesPage() {
  const { t } = useTranslation('points');
  const settings = useQuery(pointsQueries.budgetSettings());
  return (
    <AdminPage>
      {settings.isPending ? (
        <Spinner label={t('loading')} />
      ) : settings.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : (
        <>
          <PreferencesForm settings={settings.data} />
          <FundCard />
        </>
      )}
    </AdminPage>
  );
}

const preferencesForm = (t: (key: string) => string) =>
  z.object({
    resetFrequency,
    currency: z.string().trim().toUpperCase().pipe(currencyCode),
    // Typed as text: a comma or a letter gets a sentence, not a silent NaN.
    pointValue: z
      .string()
      .trim()
      .regex(/^\d+([.,]\d+)?$/, { error: t('preferences.pointValueFormat') })
      .transform((value) => Number(value.replace(',', '.')))
      .pipe(z.number().max(1_000_000)),
  });
type PreferencesInput = z.input<ReturnType<typeof preferencesForm>>;
type PreferencesOutput = z.output<ReturnType<typeof preferencesForm>>;

function PreferencesForm({ settings }: { settings: BudgetSettings }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSaveBudgetSettings();
  const canEdit = useHolds(['pointsApp', 'editBudgetSettings']);
  const numbers = useNumbers(settings.currency);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PreferencesInput, unknown, PreferencesOutput>({
    resolver: formResolver(preferencesForm(t)),
    defaultValues: {
      resetFrequency: settings.resetFrequency,
      currency: settings.currency,
      pointValue: String(settings.pointValue),
    },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const values = watch();
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ ...body, allocationAmount: settings.allocationAmount });
      reset({ ...body, pointValue: String(saved.pointValue) });
      toasts.success(t('preferences.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['resetFrequency', 'currency', 'pointValue'])) {
        toasts.error(pointsErrorMessage(error, t));
      }
    }
  });
  const example = Number(values.pointValue.replace(',', '.'));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('preferences.formLabel')}>
      <Subtitle2 as="h2">{t('preferences.budgetHeading')}</Subtitle2>
      <Field
        label={t('preferences.resetFrequency')}
        hint={t('preferences.resetFrequencyHint')}
        validationMessage={errors.resetFrequency?.message}
      >
        <Select {...register('resetFrequency')} value={values.resetFrequency} disabled={!canEdit}>
          {resetFrequency.options.map((value) => (
            <option key={value} value={value}>
              {t(`frequency.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('preferences.currency')}
        hint={t('preferences.currencyHint')}
        required
        validationMessage={errors.currency?.message}
      >
        <Input
          {...register('currency')}
          value={values.currency}
          maxLength={3}
          autoComplete="off"
          disabled={!canEdit}
        />
      </Field>
      <Field
        label={t('preferences.pointValue')}
        hint={
          Number.isFinite(example)
            ? t('preferences.pointValueHint', { value: numbers.money(example * 100) })
            : undefined
        }
        required
        validationMessage={errors.pointValue?.message}
      >
        <Input
          {...register('pointValue')}
          value={values.pointValue}
          inputMode="decimal"
          disabled={!canEdit}
        />
      </Field>
      {canEdit ? (
        <div>
          <SubmitButton submitting={isSubmitting}>{t('form.save')}</SubmitButton>
        </div>
      ) : (
        <Body1>{t('preferences.readOnly')}</Body1>
      )}
    </form>
  );
}

/** The tenant's fund: its balance, topping it up, allocating from it, and switching draws on it on or off. */
function FundCard() {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const fund = useQuery(pointsQueries.fund());
  const setEnabled = useSetFundEnabled();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState<'add' | 'allocate' | null>(null);
  const numbers = useNumbers(fund.data?.currency);
  if (fund.isPending) return <Spinner label={t('loading')} />;
  if (fund.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  const { enabled, balance, permissions } = fund.data;
  const allowed = permissions.includes(enabled ? 'disablePoints' : 'enablePoints');
  const canAdd = permissions.includes('addPoints');
  const canAllocate = permissions.includes('allocate');
  const change = async (next: boolean) => {
    try {
      await setEnabled.mutateAsync(next);
      toasts.success(t(next ? 'fund.enabled' : 'fund.disabled'));
    } catch (error) {
      toasts.error(pointsErrorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Card className={styles.card} role="region" aria-labelledby="points-fund-heading">
      <CardHeader
        header={
          <Subtitle2 as="h2" id="points-fund-heading">
            {t('fund.heading')}
          </Subtitle2>
        }
        description={t('fund.description')}
      />
      <div className={styles.row}>
        <Badge appearance="tint" color={enabled ? 'success' : 'subtle'}>
          {t(enabled ? 'fund.on' : 'fund.off')}
        </Badge>
        <Text>{t('fund.balance', { points: numbers.points(balance) })}</Text>
      </div>
      {!enabled && canAllocate ? <Text>{t('fund.disabledHint')}</Text> : null}
      {allowed || canAdd || canAllocate ? (
        <div className={styles.row}>
          {canAdd ? <Button onClick={() => setOpen('add')}>{t('fund.add')}</Button> : null}
          {canAllocate ? (
            <Button appearance="primary" disabledFocusable={!enabled} onClick={() => setOpen('allocate')}>
              {t('fund.allocate')}
            </Button>
          ) : null}
          {allowed ? (
            <Button
              appearance={enabled ? 'secondary' : 'primary'}
              disabled={setEnabled.isPending}
              onClick={() => (enabled ? setConfirming(true) : void change(true))}
            >
              {t(enabled ? 'fund.disable' : 'fund.enable')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <AddFundPointsDialog open={open === 'add'} onClose={() => setOpen(null)} />
      <AllocateFromFundDialog open={open === 'allocate'} fund={fund.data} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={confirming}
        title={t('fund.disableTitle')}
        body={t('fund.disableBody')}
        confirm={t('fund.disable')}
        busy={setEnabled.isPending}
        onConfirm={() => void change(false)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
