import { Field, Input, makeStyles, Select, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { type RewardProvider, tangoEnvironments, tangoSettings } from '#shared/contract/rewards';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { rewardsQueries, type TangoFields, useSaveTango } from '../api/rewards-queries.ts';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The key is required for a new provider; left empty on an edit it stays as it is. */
export const configureForm = (creating: boolean) =>
  z
    .object({
      name: z.string().trim().min(1).max(100),
      enabled: z.boolean(),
      platformName: tangoSettings.shape.platformName,
      platformKey: creating
        ? z.string().min(8).max(500)
        : z.union([z.literal(''), z.string().min(8).max(500)]),
      customerIdentifier: tangoSettings.shape.customerIdentifier,
      accountIdentifier: tangoSettings.shape.accountIdentifier,
      environment: z.enum(tangoEnvironments),
      pointsPerUnit: z.string().trim().pipe(z.coerce.number<string>().int().min(1).max(100_000)),
    })
    .transform(
      (form): TangoFields => ({
        name: form.name,
        description: '',
        enabled: form.enabled,
        tango: {
          platformName: form.platformName,
          customerIdentifier: form.customerIdentifier,
          accountIdentifier: form.accountIdentifier,
          environment: form.environment,
          pointsPerUnit: form.pointsPerUnit,
          ...(form.platformKey ? { platformKey: form.platformKey } : {}),
        },
      }),
    );
type ConfigureInput = z.input<ReturnType<typeof configureForm>>;

/** /rewards/configure[/{id}]: a gift card provider of the Tango RaaS kind. */
export function ConfigurePage() {
  return (
    <RewardsGate needs="tangoAdmin">
      <Loader />
    </RewardsGate>
  );
}

function Loader() {
  const { id } = useParams();
  const { t } = useTranslation('rewards');
  const provider = useQuery({ ...rewardsQueries.provider(id ?? ''), enabled: Boolean(id) });
  if (!id) return <ConfigureForm provider={null} />;
  if (provider.isPending) return <Spinner label={t('loading')} />;
  if (provider.isError || provider.data.kind !== 'tango')
    return <Text role="alert">{t('member.storeNotFound')}</Text>;
  return <ConfigureForm provider={provider.data} />;
}

function ConfigureForm({ provider }: { provider: RewardProvider | null }) {
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveTango();
  const settings = provider?.tango;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ConfigureInput, unknown, TangoFields>({
    resolver: formResolver(configureForm(provider === null)),
    defaultValues: {
      name: provider?.name ?? '',
      enabled: provider?.enabled ?? true,
      platformName: settings?.platformName ?? '',
      platformKey: '',
      customerIdentifier: settings?.customerIdentifier ?? '',
      accountIdentifier: settings?.accountIdentifier ?? '',
      environment: settings?.environment ?? 'sandbox',
      pointsPerUnit: String(settings?.pointsPerUnit ?? 10),
    },
  });
  const values = watch();
  const enabled = values.enabled;
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: provider?.id ?? null, body });
      toasts.success(t('configure.saved'));
      void navigate(`/rewards/store/${saved.id}`);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });
  return (
    <Page title={provider ? t('configure.editTitle') : t('configure.createTitle')} width={600}>
      <RouterLink to="/rewards/setup">{t('admin.backToSetup')}</RouterLink>
      <Text>{t('configure.intro')}</Text>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('form.storeName')} required validationMessage={errors.name?.message}>
          <Input {...register('name')} value={values.name} maxLength={100} />
        </Field>
        <Field label={t('configure.platformName')} required validationMessage={errors.platformName?.message}>
          <Input {...register('platformName')} value={values.platformName} autoComplete="off" />
        </Field>
        <Field
          label={t('configure.platformKey')}
          required={provider === null}
          hint={settings?.platformKeySet ? t('configure.platformKeyKept') : t('configure.platformKeyHint')}
          validationMessage={errors.platformKey?.message}
        >
          <Input
            {...register('platformKey')}
            value={values.platformKey}
            type="password"
            autoComplete="new-password"
          />
        </Field>
        <Field
          label={t('configure.customerIdentifier')}
          required
          validationMessage={errors.customerIdentifier?.message}
        >
          <Input {...register('customerIdentifier')} value={values.customerIdentifier} autoComplete="off" />
        </Field>
        <Field
          label={t('configure.accountIdentifier')}
          required
          validationMessage={errors.accountIdentifier?.message}
        >
          <Input {...register('accountIdentifier')} value={values.accountIdentifier} autoComplete="off" />
        </Field>
        <Field label={t('configure.environment')}>
          <Select {...register('environment')} value={values.environment}>
            {tangoEnvironments.map((value) => (
              <option key={value} value={value}>
                {t(`configure.environments.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('configure.pointsPerUnit')}
          hint={t('configure.pointsPerUnitHint')}
          required
          validationMessage={errors.pointsPerUnit?.message}
        >
          <Input {...register('pointsPerUnit')} value={values.pointsPerUnit} inputMode="numeric" />
        </Field>
        <Switch
          label={t('admin.visible')}
          checked={enabled}
          onChange={(_, data) => setValue('enabled', data.checked, { shouldDirty: true })}
        />
        <div>
          <SubmitButton submitting={isSubmitting}>{t('form.save')}</SubmitButton>
        </div>
      </form>
    </Page>
  );
}
