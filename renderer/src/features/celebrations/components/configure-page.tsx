import {
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SpinButton,
  Spinner,
  Switch,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  automaticCelebrationKinds,
  type CelebrationTenantPreferences,
  cardCreators,
  cardViewers,
  celebrationKinds,
  celebrationPointsMax,
} from '#shared/contract/celebration';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { celebrationQueries, useSaveTenantPreferences } from '../api/celebration-queries.ts';

const tabs = ['privacy', 'permission', 'cards'] as const;
type ConfigureTab = (typeof tabs)[number];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  // Switch and amount side by side, the amounts lined up in one column.
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 180px',
    alignItems: 'end',
    gap: tokens.spacingHorizontalL,
  },
  save: { alignSelf: 'flex-start' },
});

/** /celebrations/configure/{privacy|permission|cards}: the tenant's celebration preferences. */
export function ConfigurePage() {
  const { t } = useTranslation('celebrations');
  const { tab } = useParams();
  const apps = useApps();
  const allowed = useHolds(['celebrationApp', 'editTenantPreferences']);
  const preferences = useQuery({ ...celebrationQueries.tenantPreferences(), enabled: allowed });
  if (!tabs.includes(tab as ConfigureTab)) return <Navigate to="/celebrations/configure/privacy" replace />;
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  if (preferences.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  if (!preferences.data) return <Spinner label={t('loading')} />;
  return <ConfigureForm tab={tab as ConfigureTab} saved={preferences.data} />;
}

function ConfigureForm({ tab, saved }: { tab: ConfigureTab; saved: CelebrationTenantPreferences }) {
  const { t } = useTranslation('celebrations');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const save = useSaveTenantPreferences();
  const [draft, setDraft] = useState(saved);
  const set = (change: Partial<CelebrationTenantPreferences>) =>
    setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      setDraft(await save.mutateAsync(draft));
      toasts.success(t('configure.saved'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Page title={t('configure.title')}>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => navigate(`/celebrations/configure/${String(data.value)}`)}
        aria-label={t('configure.title')}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name}>
            {t(`configure.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t(`configure.tabs.${tab}`)}>
        {tab === 'privacy' ? (
          <>
            <Field label={t('configure.kinds')} hint={t('configure.kindsHint')}>
              {celebrationKinds.map((kind) => (
                <Checkbox
                  key={kind}
                  label={t(`kinds.${kind}`)}
                  checked={draft.celebratedKinds.includes(kind)}
                  onChange={(_, data) =>
                    set({
                      celebratedKinds: data.checked
                        ? [...draft.celebratedKinds, kind]
                        : draft.celebratedKinds.filter((k) => k !== kind),
                    })
                  }
                />
              ))}
            </Field>
            <Switch
              label={t('configure.showYear')}
              checked={draft.showYear}
              onChange={(_, data) => set({ showYear: data.checked })}
            />
          </>
        ) : null}
        {tab === 'permission' ? (
          <>
            <Field label={t('configure.cardCreators')}>
              <RadioGroup
                value={draft.cardCreators}
                onChange={(_, data) =>
                  set({ cardCreators: data.value as CelebrationTenantPreferences['cardCreators'] })
                }
              >
                {cardCreators.map((value) => (
                  <Radio key={value} value={value} label={t(`configure.creators.${value}`)} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('configure.cardViewers')}>
              <RadioGroup
                value={draft.cardViewers}
                onChange={(_, data) =>
                  set({ cardViewers: data.value as CelebrationTenantPreferences['cardViewers'] })
                }
              >
                {cardViewers.map((value) => (
                  <Radio key={value} value={value} label={t(`configure.viewers.${value}`)} />
                ))}
              </RadioGroup>
            </Field>
          </>
        ) : null}
        {tab === 'cards' ? (
          <>
            <Text as="p">{t('configure.pointsIntro')}</Text>
            {automaticCelebrationKinds.map((kind) => {
              const source = draft.points[kind];
              const setSource = (change: Partial<typeof source>) =>
                set({ points: { ...draft.points, [kind]: { ...source, ...change } } });
              return (
                <div key={kind} className={styles.row}>
                  <Switch
                    label={t(`configure.pointsFor.${kind}`)}
                    checked={source.enabled}
                    onChange={(_, data) => setSource({ enabled: data.checked })}
                  />
                  <Field label={t('configure.amount', { kind: t(`kinds.${kind}`) })}>
                    <SpinButton
                      value={source.amount}
                      min={0}
                      max={celebrationPointsMax}
                      disabled={!source.enabled}
                      onChange={(_, data) => {
                        const next = data.value ?? Number(data.displayValue);
                        if (Number.isInteger(next))
                          setSource({ amount: Math.min(Math.max(next, 0), celebrationPointsMax) });
                      }}
                    />
                  </Field>
                </div>
              );
            })}
          </>
        ) : null}
        <SubmitButton className={styles.save} appearance="primary" type="submit" submitting={save.isPending}>
          {t('configure.save')}
        </SubmitButton>
      </form>
    </Page>
  );
}
