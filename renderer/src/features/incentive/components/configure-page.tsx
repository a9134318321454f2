import {
  Button,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Incentive } from '#shared/contract/incentive';
import { useFormLayoutStyles } from '../../../components/form-layout.ts';
import { Page } from '../../../components/page.tsx';
import { PinDaysField } from '../../../components/pin-days-field.tsx';
import { PointsBankField } from '../../../components/points-bank-field.tsx';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useApps, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { inputTimeZone } from '../../../lib/zoned-input.ts';
import { incentiveQueries, useSaveIncentive } from '../api/incentive-queries.ts';
import { badgeSrc, incentiveErrorMessage } from '../model/incentive-errors.ts';
import {
  emptyIncentiveForm,
  type IncentiveForm,
  incentiveForm,
  incentiveRequestOf,
  incentiveToForm,
  pinChoices,
} from '../model/incentive-form.ts';
import { BadgeField } from './badge-field.tsx';
import { ClaimRulesSection, ReviewersSection } from './claim-rules-sections.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** Creators and managers of incentives only (the server says the same). */
function EditorGate(props: { children: React.ReactNode }) {
  const apps = useApps();
  const allowed = useHoldsAny([
    ['incentiveApp', 'manage'],
    ['incentiveApp', 'createIncentive'],
  ]);
  const { t } = useTranslation('incentive');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <>{props.children}</>;
}

/** /incentives/configure: a new incentive. */
export function CreateIncentivePage() {
  return (
    <EditorGate>
      <IncentiveFormView incentive={null} initial={emptyIncentiveForm()} mode="create" />
    </EditorGate>
  );
}

/** /incentives/configure/{id}: a saved incentive. */
export function EditIncentivePage() {
  return (
    <EditorGate>
      <Loader mode="edit" />
    </EditorGate>
  );
}

/** /incentives/duplicate/{id}: a new incentive with everything of another but its dates and claims. */
export function DuplicateIncentivePage() {
  return (
    <EditorGate>
      <Loader mode="duplicate" />
    </EditorGate>
  );
}

function Loader(props: { mode: 'edit' | 'duplicate' }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('incentive');
  const { timeZone } = useDates();
  const item = useQuery(incentiveQueries.one(id));
  if (item.isPending) return <Spinner label={t('loading')} />;
  if (item.isError) return <Text role="alert">{incentiveErrorMessage(item.error, t)}</Text>;
  const initial = incentiveToForm(item.data, timeZone, props.mode === 'duplicate');
  if (props.mode === 'duplicate') initial.name = t('form.copyOf', { name: item.data.name });
  return (
    <IncentiveFormView
      key={`${props.mode}-${id}`}
      incentive={item.data}
      initial={initial}
      mode={props.mode}
    />
  );
}

function IncentiveFormView(props: {
  incentive: Incentive | null;
  initial: IncentiveForm;
  mode: 'create' | 'edit' | 'duplicate';
}) {
  const { incentive, initial, mode } = props;
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const layout = useFormLayoutStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveIncentive();
  const banks = useQuery(incentiveQueries.pointsBanks());
  const { timeZone } = useDates();
  const publishing = useRef(false);
  const [saved, setSaved] = useState(false);
  const [badgeUrl, setBadgeUrl] = useState<string | null>(incentive ? badgeSrc(incentive.badgeUrls) : null);
  const schema = useMemo(() => incentiveForm(timeZone, () => publishing.current), [timeZone]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<IncentiveForm>({ resolver: formResolver(schema) as never, defaultValues: initial });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !saved);
  const [everyone, claimLimit, reviewerKind] = watch(['everyone', 'claimLimit', 'reviewerKind']);
  // Fluent's Input keeps its own state: registered inputs are given the form's value to show.
  const [name, points, startAt, endAt] = watch(['name', 'points', 'startAt', 'endAt']);
  const live = incentive?.status !== undefined && incentive.status !== 'draft' && mode === 'edit';

  const submit = (publish: boolean) =>
    handleSubmit(async (form) => {
      try {
        const result = await save.mutateAsync({
          id: mode === 'edit' && incentive ? incentive.id : null,
          body: incentiveRequestOf(form, timeZone, publish),
        });
        setSaved(true);
        toasts.success(
          publish && !live
            ? t('form.published', { name: result.name })
            : t('form.saved', { name: result.name }),
        );
        void navigate('/incentives/manage');
      } catch (error) {
        const fields = [
          'name',
          'description',
          'points',
          'budgetItemId',
          'startAt',
          'endAt',
          'badgeMediaId',
          'claimPeriod',
        ] as const;
        if (!applyServerErrors(error, setError, fields)) toasts.error(incentiveErrorMessage(error, t));
      }
    });

  const title =
    mode === 'edit' && incentive
      ? t('form.editTitle', { name: incentive.name })
      : mode === 'duplicate'
        ? t('form.duplicateTitle')
        : t('form.createTitle');

  return (
    <Page title={title} width={900}>
      <form
        className={layout.form}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          publishing.current = live;
          void submit(live)(event);
        }}
      >
        <Field label={t('form.name')} required validationMessage={errors.name?.message}>
          <Input {...register('name')} value={name} autoFocus />
        </Field>
        <Field
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          validationMessage={errors.description?.message}
        >
          <Textarea {...register('description')} resize="vertical" rows={4} />
        </Field>
        <BadgeField
          previewUrl={badgeUrl}
          error={errors.badgeMediaId?.message}
          onUploaded={(mediaObjectId, url) => {
            setValue('badgeMediaId', mediaObjectId, { shouldDirty: true });
            setBadgeUrl(url);
          }}
        />
        <div className={layout.pair}>
          <Field
            label={t('form.points')}
            hint={t('form.pointsHint')}
            required
            validationMessage={errors.points?.message}
          >
            <Input
              {...register('points')}
              value={points}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
            />
          </Field>
          <Controller
            control={control}
            name="budgetItemId"
            render={({ field }) => (
              <PointsBankField
                banks={banks.data}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                savedName={incentive?.pointsBank?.name}
                error={errors.budgetItemId?.message}
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
        <div className={layout.pair}>
          <Field
            label={t('form.startAt')}
            hint={t('form.windowHint', { zone: inputTimeZone(timeZone) })}
            validationMessage={errors.startAt?.message}
          >
            <Input type="datetime-local" {...register('startAt')} value={startAt} />
          </Field>
          <Field label={t('form.endAt')} validationMessage={errors.endAt?.message}>
            <Input type="datetime-local" {...register('endAt')} value={endAt} />
          </Field>
        </div>

        <section className={layout.section} aria-labelledby="incentive-audience">
          <Subtitle2 as="h2" id="incentive-audience">
            {t('form.audience')}
          </Subtitle2>
          <Controller
            control={control}
            name="everyone"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="incentive-audience"
                value={field.value ? 'all' : 'listed'}
                onChange={(_, data) => field.onChange(data.value === 'all')}
              >
                <Radio value="all" label={t('form.everyone')} />
                <Radio value="listed" label={t('form.listed')} />
              </RadioGroup>
            )}
          />
          {everyone ? null : (
            <Controller
              control={control}
              name="audience"
              render={({ field }) => (
                <RecipientsPicker
                  label={t('form.audiencePicker')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.audience?.message}
                />
              )}
            />
          )}
        </section>

        <ClaimRulesSection control={control} errors={errors} claimLimit={claimLimit} />
        <ReviewersSection control={control} errors={errors} reviewerKind={reviewerKind} />

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

        <div className={styles.actions}>
          {live ? (
            <SubmitButton submitting={isSubmitting}>{t('form.save')}</SubmitButton>
          ) : (
            <>
              <SubmitButton
                type="button"
                submitting={isSubmitting && publishing.current}
                onClick={(event) => {
                  publishing.current = true;
                  void submit(true)(event);
                }}
              >
                {t('form.publish')}
              </SubmitButton>
              <Button
                disabled={isSubmitting}
                onClick={(event) => {
                  publishing.current = false;
                  void submit(false)(event);
                }}
              >
                {t('form.saveDraft')}
              </Button>
            </>
          )}
          <Button appearance="subtle" onClick={() => void navigate('/incentives/manage')}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
