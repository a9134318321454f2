import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AwardType } from '#shared/contract/award';
import { useFormLayoutStyles } from '../../../components/form-layout.ts';
import { MembersPicker, useMemberNames } from '../../../components/members-picker.tsx';
import { Page } from '../../../components/page.tsx';
import { PinDaysField } from '../../../components/pin-days-field.tsx';
import { PointsBankField } from '../../../components/points-bank-field.tsx';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { inputTimeZone } from '../../../lib/zoned-input.ts';
import { awardQueries, useSaveAwardType } from '../api/award-queries.ts';
import { badgeSrc } from '../model/award-display.ts';
import { awardErrorMessage } from '../model/award-errors.ts';
import {
  type AwardTypeForm,
  awardTypeForm,
  awardTypeRequestOf,
  awardTypeToForm,
  emptyAwardTypeForm,
  pinChoices,
} from '../model/award-type-form.ts';
import { viewPath } from './award-types-list-page.tsx';
import { AwardsAdminGate } from './awards-admin-gate.tsx';
import { BadgeField } from './badge-field.tsx';
import { WholeNumberInput } from './whole-number-input.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /awards/configure (?nomination=true): a new award type. */
export function CreateAwardTypePage() {
  const [params] = useSearchParams();
  const nomination = params.get('nomination') === 'true';
  return (
    <AwardsAdminGate>
      <AwardTypeFormView key={String(nomination)} type={null} initial={emptyAwardTypeForm(nomination)} />
    </AwardsAdminGate>
  );
}

/** /awards/configure/{id}: a saved award type. */
export function EditAwardTypePage() {
  return (
    <AwardsAdminGate>
      <EditLoader />
    </AwardsAdminGate>
  );
}

function EditLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('award');
  const type = useQuery(awardQueries.type(id));
  const listed = useMemo(
    () => (type.data ? [...new Set([...type.data.nominators, ...type.data.candidates])] : []),
    [type.data],
  );
  const names = useMemberNames(listed);
  const { timeZone } = useDates();
  if (type.isPending || (listed.length > 0 && names.isPending)) return <Spinner label={t('loading')} />;
  if (type.isError) return <Text role="alert">{t('form.notFound')}</Text>;
  return (
    <AwardTypeFormView
      type={type.data}
      initial={awardTypeToForm(type.data, names.data ?? new Map(), timeZone)}
    />
  );
}

function AwardTypeFormView(props: { type: AwardType | null; initial: AwardTypeForm }) {
  const { type, initial } = props;
  const { t } = useTranslation('award');
  const styles = useStyles();
  const layout = useFormLayoutStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveAwardType();
  const banks = useQuery(awardQueries.banks());
  const [badgeUrl, setBadgeUrl] = useState<string | null>(type ? (badgeSrc(type.badgeUrls) ?? null) : null);
  const [saved, setSaved] = useState<AwardType | null>(null);
  // The window is typed, checked and sent on the member's wall clock, as dates are shown.
  const { timeZone } = useDates();
  const schema = useMemo(() => awardTypeForm(timeZone), [timeZone]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AwardTypeForm>({ resolver: formResolver(schema) as never, defaultValues: initial });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  useEffect(() => {
    if (saved) void navigate(viewPath(saved));
  }, [saved, navigate]);
  const [nomination, tenantWideNominators, tenantWideCandidates, points] = watch([
    'nomination',
    'tenantWideNominators',
    'tenantWideCandidates',
    'points',
  ]);

  const onSubmit = handleSubmit(async (form) => {
    try {
      const result = await save.mutateAsync({
        id: type?.id ?? null,
        body: awardTypeRequestOf(schema.parse(form), timeZone),
      });
      toasts.success(type ? t('form.updated') : t('form.created'));
      setSaved(result);
    } catch (error) {
      const fields = [
        'name',
        'description',
        'points',
        'budgetItemId',
        'senders',
        'nominationStartAt',
        'nominationEndAt',
        'maxNominations',
        'nominators',
        'candidates',
      ] as const;
      if (!applyServerErrors(error, setError, fields)) toasts.error(awardErrorMessage(error, t));
    }
  });

  const title = type
    ? t('form.editTitle', { name: type.name })
    : nomination
      ? t('form.createNominationTitle')
      : t('form.createTitle');

  return (
    <Page title={title} width={900}>
      <form className={layout.form} onSubmit={onSubmit} noValidate>
        <Field label={t('form.name')} required validationMessage={errors.name?.message}>
          <Input {...register('name')} autoFocus />
        </Field>
        <Field label={t('form.description')} validationMessage={errors.description?.message}>
          <Textarea {...register('description')} resize="vertical" rows={3} />
        </Field>
        <div className={layout.pair}>
          <Controller
            control={control}
            name="points"
            render={({ field }) => (
              <Field
                label={t('form.points')}
                hint={t('form.pointsHint')}
                required
                validationMessage={errors.points?.message}
              >
                <WholeNumberInput {...field} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="budgetItemId"
            render={({ field }) => (
              <PointsBankField
                banks={banks.data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                savedName={type?.pointsBankName}
                error={errors.budgetItemId?.message}
                required={(points ?? 0) > 0}
                texts={{
                  label: t('form.bank'),
                  placeholder: t('form.bankPlaceholder'),
                  none: t('form.noBank'),
                  balance: (name, balance) => t('form.bankBalance', { name, balance }),
                }}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="pointsLocked"
          render={({ field }) => (
            <Checkbox
              label={t('form.locked')}
              checked={field.value}
              onChange={(_, data) => field.onChange(data.checked === true)}
            />
          )}
        />
        {nomination ? null : (
          <Controller
            control={control}
            name="senders"
            render={({ field }) => (
              <div>
                <RecipientsPicker
                  required={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.senders?.message}
                  label={t('form.senders')}
                />
                <Text size={200}>{t('form.sendersHint')}</Text>
              </div>
            )}
          />
        )}
        <BadgeField
          previewUrl={badgeUrl}
          onUploaded={(mediaObjectId, url) => {
            setValue('mediaObjectId', mediaObjectId, { shouldDirty: true });
            setBadgeUrl(url);
          }}
        />
        <Controller
          control={control}
          name="pinForDays"
          render={({ field }) => (
            <PinDaysField
              choices={pinChoices}
              value={field.value}
              onChange={field.onChange}
              texts={{
                label: t('form.pin'),
                never: t('form.pinNever'),
                days: (count) => t('form.pinDays', { count }),
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="notify"
          render={({ field }) => (
            <Switch
              label={t('form.notify')}
              checked={field.value}
              onChange={(_, data) => field.onChange(data.checked)}
            />
          )}
        />

        {nomination ? (
          <section className={layout.section} aria-labelledby="award-nomination-heading">
            <Subtitle2 as="h2" id="award-nomination-heading">
              {t('form.nominationSection')}
            </Subtitle2>
            <div className={layout.pair}>
              <Field
                label={t('form.windowStart')}
                hint={t('form.windowHint', { zone: inputTimeZone(timeZone) })}
                validationMessage={errors.nominationStartAt?.message}
              >
                <Input type="datetime-local" {...register('nominationStartAt')} />
              </Field>
              <Field label={t('form.windowEnd')} validationMessage={errors.nominationEndAt?.message}>
                <Input type="datetime-local" {...register('nominationEndAt')} />
              </Field>
            </div>
            <Controller
              control={control}
              name="maxNominations"
              render={({ field }) => (
                <Field
                  label={t('form.maxNominations')}
                  hint={t('form.maxNominationsHint')}
                  validationMessage={errors.maxNominations?.message}
                >
                  <WholeNumberInput {...field} min={1} />
                </Field>
              )}
            />
            <AudienceField
              name="Nominators"
              label={t('form.nominators')}
              tenantWide={tenantWideNominators}
              onTenantWide={(value) => setValue('tenantWideNominators', value, { shouldDirty: true })}
            >
              <Controller
                control={control}
                name="nominators"
                render={({ field }) => (
                  <MembersPicker
                    label={t('form.nominators')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.nominators?.message}
                  />
                )}
              />
            </AudienceField>
            <AudienceField
              name="Candidates"
              label={t('form.candidates')}
              tenantWide={tenantWideCandidates}
              onTenantWide={(value) => setValue('tenantWideCandidates', value, { shouldDirty: true })}
            >
              <Controller
                control={control}
                name="candidates"
                render={({ field }) => (
                  <MembersPicker
                    label={t('form.candidates')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.candidates?.message}
                  />
                )}
              />
            </AudienceField>
          </section>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{t('form.save')}</SubmitButton>
        </div>
      </form>
    </Page>
  );
}

/** Everyone in the organization, or only the people listed (then the picker shows). */
function AudienceField(props: {
  name: string;
  label: string;
  tenantWide: boolean;
  onTenantWide: (value: boolean) => void;
  children: React.ReactNode;
}) {
  const { label, tenantWide, onTenantWide, children } = props;
  const { t } = useTranslation('award');
  return (
    <>
      <Field label={label}>
        <RadioGroup
          value={tenantWide ? 'all' : 'listed'}
          onChange={(_, data) => onTenantWide(data.value === 'all')}
        >
          <Radio value="all" label={t('form.tenantWide')} />
          <Radio value="listed" label={t('form.listed')} />
        </RadioGroup>
      </Field>
      {tenantWide ? null : children}
    </>
  );
}
