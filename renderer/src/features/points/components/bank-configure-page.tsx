import {
  Body1,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { type BudgetItem, budgetItemNameMaxLength, budgetItemRequest } from '#shared/contract/award';
import { MembersPicker, type PickedMember } from '../../../components/members-picker.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors, serverFieldMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { pointsQueries, useSaveBudgetItem } from '../api/points-queries.ts';
import { pointsInput } from '../model/points-forms.ts';
import { useNumbers } from '../model/use-numbers.ts';
import { PointsGate } from './points-gate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /points/bank/configure[/{id}]: a point bank's name, funding and owners. */
export function BankConfigurePage() {
  return (
    <PointsGate needs="banks">
      <Loader />
    </PointsGate>
  );
}

function Loader() {
  const { id } = useParams();
  const { t } = useTranslation('points');
  const item = useQuery({ ...pointsQueries.budgetItem(id ?? ''), enabled: Boolean(id) });
  if (!id) return <BankForm item={null} />;
  if (item.isPending) return <Spinner label={t('loading')} />;
  if (item.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (!item.data) {
    return (
      <Page title={t('bank.notFoundTitle')} width={600}>
        <Text role="alert">{t('bank.notFound')}</Text>
        <RouterLink to="/points/bank">{t('configure.backTo.bank')}</RouterLink>
      </Page>
    );
  }
  return <BankForm item={item.data} />;
}

const bankForm = (t: Parameters<typeof pointsInput>[0]) =>
  z.object({
    name: budgetItemRequest.shape.name,
    direction: z.enum(['add', 'remove']),
    amount: pointsInput(t, 0),
    // Chosen as members, sent as their ids (at most 50, the contract's limit).
    owners: z
      .array(z.custom<PickedMember>())
      .transform((owners) => owners.map((owner) => owner.id))
      .pipe(budgetItemRequest.shape.ownerIds.unwrap()),
  });
type BankInput = z.input<ReturnType<typeof bankForm>>;
type BankOutput = z.output<ReturnType<typeof bankForm>>;

function BankForm({ item }: { item: BudgetItem | null }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const numbers = useNumbers();
  const save = useSaveBudgetItem();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BankInput, unknown, BankOutput>({
    resolver: formResolver(bankForm(t)),
    defaultValues: {
      name: item?.name ?? '',
      direction: 'add',
      amount: '0',
      owners:
        item?.owners.map((owner) => ({ id: owner.id, name: `${owner.firstName} ${owner.lastName}` })) ?? [],
    },
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  const values = watch();
  const submit = handleSubmit(async ({ name, direction, amount, owners }) => {
    try {
      await save.mutateAsync({
        id: item?.id ?? null,
        body: { name, ownerIds: owners, amount: direction === 'remove' ? -amount : amount },
      });
      setSaved(true);
      toasts.success(t(item ? 'bank.saved' : 'bank.created', { name }));
      void navigate('/points/bank');
    } catch (error) {
      // The server names an unknown owner by its place in ownerIds; the field is the picker.
      const owners = serverFieldMessage(error, 'ownerIds');
      if (owners) setError('owners', { type: 'server', message: owners });
      else if (!applyServerErrors(error, setError, ['name', 'amount'])) toasts.error(errorMessage(error, t));
    }
  });
  const title = item ? t('bank.editTitle', { name: item.name }) : t('bank.createTitle');
  return (
    <Page title={title} width={600}>
      <RouterLink to="/points/bank">{t('configure.backTo.bank')}</RouterLink>
      {item ? (
        <Body1>
          {t('bank.balanceNow', {
            balance: numbers.points(item.balance),
            available: numbers.points(item.available),
          })}
        </Body1>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        <Field label={t('bank.name')} required validationMessage={errors.name?.message}>
          <Input {...register('name')} value={values.name} maxLength={budgetItemNameMaxLength} />
        </Field>
        {item ? (
          <Controller
            control={control}
            name="direction"
            render={({ field }) => (
              <Field label={t('bank.direction')}>
                <RadioGroup
                  value={field.value}
                  onChange={(_, data) => field.onChange(data.value)}
                  onBlur={field.onBlur}
                  layout="horizontal"
                >
                  <Radio value="add" label={t('bank.directionAdd')} />
                  <Radio value="remove" label={t('bank.directionRemove')} />
                </RadioGroup>
              </Field>
            )}
          />
        ) : null}
        <Field
          label={t(item ? 'bank.changeAmount' : 'bank.startAmount')}
          hint={t(item ? 'bank.changeAmountHint' : 'bank.startAmountHint')}
          validationMessage={errors.amount?.message}
        >
          <Input {...register('amount')} value={values.amount} inputMode="numeric" />
        </Field>
        <Controller
          control={control}
          name="owners"
          render={({ field }) => (
            <MembersPicker
              label={t('bank.owners')}
              hint={t('bank.ownersHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.owners?.message}
            />
          )}
        />
        <div>
          <SubmitButton submitting={isSubmitting}>{t(item ? 'form.save' : 'bank.create')}</SubmitButton>
        </div>
      </form>
    </Page>
  );
}
