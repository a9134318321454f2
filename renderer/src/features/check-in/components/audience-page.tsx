import { Button, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CheckInCategory } from '#shared/contract/check-in';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { type PickedRecipient, RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { checkInCalls, checkInQueries, useCheckInChange } from '../api/check-in-queries.ts';
import { problemOf } from '../model/problem.ts';
import { ManageGate } from './manage-gate.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** `/check-ins/category/{id}/audience`: everyone, or chosen teams and members, with the count reached. */
export function AudiencePage() {
  const { id = '' } = useParams();
  return (
    <ManageGate>
      <AudienceLoader id={id} />
    </ManageGate>
  );
}

function AudienceLoader(props: { id: string }) {
  const { t } = useTranslation('check-in');
  const category = useQuery(checkInQueries.category(props.id));
  if (category.isPending) return <Spinner label={t('loading')} />;
  if (category.isError) {
    return (
      <Page title={t('audience.title')} width={600}>
        <ErrorBar announce={false}>{problemOf(category.error, t)}</ErrorBar>
      </Page>
    );
  }
  return <AudienceForm category={category.data} />;
}

function AudienceForm(props: { category: CheckInCategory }) {
  const { category } = props;
  const { t } = useTranslation('check-in');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const save = useCheckInChange(checkInCalls.setAudience);
  const [everyone, setEveryone] = useState(category.audience.everyone);
  const [picked, setPicked] = useState<PickedRecipient[]>(() =>
    category.audience.display.map((d) => ({ id: d.id, type: d.type, name: d.name, avatarUrl: null })),
  );
  const pickedError = save.isError
    ? (serverFieldMessage(save.error, 'teamIds') ?? serverFieldMessage(save.error, 'memberIds'))
    : undefined;
  const submit = () =>
    save.mutate(
      {
        id: category.id,
        everyone,
        teamIds: everyone ? [] : picked.filter((p) => p.type === 'team').map((p) => p.id),
        memberIds: everyone ? [] : picked.filter((p) => p.type === 'tenantMember').map((p) => p.id),
      },
      {
        onSuccess: () => {
          toasts.success(t('audience.saved'));
          void navigate('/check-ins/manage');
        },
      },
    );
  return (
    <Page title={t('audience.titleOf', { name: category.name })} width={600}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('audience.label')}</legend>
          <RadioGroup
            aria-label={t('audience.label')}
            value={everyone ? 'everyone' : 'chosen'}
            onChange={(_, data) => setEveryone(data.value === 'everyone')}
          >
            <Radio value="everyone" label={t('audience.everyone')} />
            <Radio value="chosen" label={t('audience.chosen')} />
          </RadioGroup>
          {everyone ? null : (
            <RecipientsPicker
              value={picked}
              onChange={setPicked}
              onBlur={() => {}}
              label={t('audience.picker')}
              error={pickedError}
            />
          )}
        </fieldset>
        <Text>{t('audience.reaches', { count: category.audience.count })}</Text>
        <ErrorBar>{save.isError && !pickedError ? problemOf(save.error, t) : null}</ErrorBar>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <Button onClick={() => void navigate('/check-ins/manage')}>{t('cancel')}</Button>
        </div>
      </form>
    </Page>
  );
}
