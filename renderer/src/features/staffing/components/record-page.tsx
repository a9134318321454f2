import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type StaffRecord, segmentKinds } from '#shared/contract/staffing';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { staffingQueries, useDeleteRecord, useUpdateRecord } from '../api/staffing-queries.ts';
import {
  type RecordFormOutput,
  type RecordFormValues,
  recordForm,
  recordFormFields,
  recordFormValues,
  recordPatch,
} from '../lib/record-form.ts';
import { editRecords, StaffingGate } from './staffing-gate.tsx';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
    columnGap: tokens.spacingHorizontalL,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /staffing/{id}: one HR record, edited by hand (employee id and e-mail come from the HR system). */
export default function RecordPage() {
  return (
    <StaffingGate>
      <RecordLoader />
    </StaffingGate>
  );
}

function RecordLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('staffing');
  const record = useQuery(staffingQueries.record(id));
  if (record.isPending) return <Spinner label={t('loading')} />;
  if (record.isError) {
    const missing = isApiError(record.error) && (record.error.status === 404 || record.error.status === 400);
    return (
      <Page title={t('title')} width={900}>
        <Text role="alert">{missing ? t('record.notFound') : t('loadFailed')}</Text>
        <RouterLink to="/staffing">{t('record.allRecords')}</RouterLink>
      </Page>
    );
  }
  // Keyed by the record's version: a save elsewhere starts the form again from what is stored.
  return <RecordForm key={record.data.updatedAt} record={record.data} />;
}

function RecordForm(props: { record: StaffRecord }) {
  const { record } = props;
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const canEdit = useHolds(editRecords);
  const update = useUpdateRecord();
  const remove = useDeleteRecord();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const name = `${record.firstName} ${record.lastName}`;
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<RecordFormValues, unknown, RecordFormOutput>({
    resolver: formResolver(recordForm),
    defaultValues: recordFormValues(record),
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !deleted);
  useEffect(() => {
    if (deleted) void navigate('/staffing');
  }, [deleted, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: record.id, body: recordPatch(values) });
      reset(recordFormValues(saved));
      toasts.success(t('record.saved'));
    } catch (error) {
      if (!applyServerErrors(error, setError, recordFormFields)) toasts.error(errorMessage(error, t));
    }
  });

  const text = (field: FieldPath<RecordFormValues>, label: string, hint?: string) => (
    <Field
      key={field}
      label={label}
      hint={hint}
      validationMessage={(get(errors, field) as { message?: string } | undefined)?.message}
      required={field === 'firstName' || field === 'lastName'}
    >
      {/* Fluent's Input is controlled here: react-hook-form's ref alone does not fill it. */}
      <Controller
        name={field}
        control={control}
        render={({ field: bound }) => (
          <Input
            name={bound.name}
            ref={bound.ref}
            value={typeof bound.value === 'string' ? bound.value : ''}
            onChange={(_, data) => bound.onChange(data.value)}
            onBlur={bound.onBlur}
            readOnly={!canEdit}
          />
        )}
      />
    </Field>
  );

  return (
    <Page
      title={name}
      width={900}
      actions={
        canEdit ? (
          <Button icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
            {t('record.delete')}
          </Button>
        ) : undefined
      }
    >
      <RouterLink to="/staffing">{t('record.allRecords')}</RouterLink>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('record.employeeId')}</dt>
        <dd className={styles.definition}>{record.employeeId}</dd>
        <dt className={styles.term}>{t('record.email')}</dt>
        <dd className={styles.definition}>{record.email}</dd>
        <dt className={styles.term}>{t('record.member')}</dt>
        <dd className={styles.definition}>
          {record.memberId ? (
            <>
              <RouterLink to={`/user/${record.memberId}/details`}>
                {t('record.viewMember', { name })}
              </RouterLink>{' '}
              {record.invitationStatus ? (
                <Badge appearance="outline" color="informative">
                  {t(`invitationStatus.${record.invitationStatus}`)}
                </Badge>
              ) : null}
            </>
          ) : (
            <Text className={styles.muted}>{t('record.noMember')}</Text>
          )}
        </dd>
      </dl>
      <Text size={200} className={styles.muted}>
        {t('record.keysHint')}
      </Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Subtitle2 as="span">{t('record.details')}</Subtitle2>
          </legend>
          {text('firstName', t('record.firstName'))}
          {text('lastName', t('record.lastName'))}
          {text('jobTitle', t('record.jobTitle'))}
          {text('managerEmployeeId', t('record.managerEmployeeId'))}
          {text('startDate', t('record.startDate'), t('record.startDateHint'))}
          {text('birthday', t('record.birthday'), t('record.birthdayHint'))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Subtitle2 as="span">{t('record.segments')}</Subtitle2>
          </legend>
          {segmentKinds.map((kind) => text(`segments.${kind}`, t(`segmentKinds.${kind}`)))}
        </fieldset>
        {canEdit ? (
          <div className={styles.actions}>
            <SubmitButton submitting={isSubmitting} disabled={!isDirty}>
              {t('save')}
            </SubmitButton>
            <Button disabled={!isDirty || isSubmitting} onClick={() => reset()}>
              {t('cancel')}
            </Button>
          </div>
        ) : null}
      </form>
      <ConfirmDialog
        open={deleting}
        title={t('record.deleteTitle', { name })}
        body={t('record.deleteBody')}
        confirm={t('record.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => {
              toasts.success(t('record.deleted'));
              setDeleted(true);
            },
            onError: (error) => toasts.error(errorMessage(error, t)),
          })
        }
      />
    </Page>
  );
}
