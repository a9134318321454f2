import {
  Checkbox,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
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
  type CelebrationTenantPreferences,
  cardCreators,
  cardViewers,
  celebrationKinds,
} from '#shared/contract/celebration';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { celebrationQueries, useSaveTenantPreferences } from '../api/celebration-queries.ts';
import { CardBackgrounds } from './card-backgrounds.tsx';

const tabs = ['privacy', 'permission', 'cards'] as const;
type ConfigureTab = (typeof tabs)[number];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  save: { alignSelf: 'flex-start' },
  note: { margin: 0 },
});

/**
 * /celebrations/configure/{privacy|permission|cards}: the tenant's celebration preferences.
 * Privacy: what is celebrated and whether years show; Permission: who may create and see group
 * cards; Cards: the card background library. The points each celebration gives are the points
 * pages' celebration sources (/points/celebration), linked from the privacy tab rather than
 * edited twice (docs/celebration.md, "Preferences").
 */
export function ConfigurePage() {
  const { t } = useTranslation('celebration');
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
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const save = useSaveTenantPreferences();
  const pointsAdmin = useHolds(['pointsApp', 'viewPointsConfiguration']);
  const [draft, setDraft] = useState(saved);
  const set = (change: Partial<CelebrationTenantPreferences>) =>
    setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      // The points are not edited here: send the latest ones read, never an older copy that would
      // undo a change made on /points/celebration meanwhile.
      setDraft(await save.mutateAsync({ ...draft, points: saved.points }));
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
      {tab === 'cards' ? (
        <>
          <Text as="p" className={styles.note}>
            {t('configure.cardRules')}{' '}
            <RouterLink to="/celebrations/configure/permission">{t('configure.cardRulesLink')}</RouterLink>
          </Text>
          <CardBackgrounds />
        </>
      ) : (
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
              <Text as="p" className={styles.note}>
                {t('configure.points')}{' '}
                {pointsAdmin ? (
                  <RouterLink to="/points/celebration">{t('configure.pointsLink')}</RouterLink>
                ) : (
                  t('configure.pointsElsewhere')
                )}
              </Text>
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
          <SubmitButton
            className={styles.save}
            appearance="primary"
            type="submit"
            submitting={save.isPending}
          >
            {t('configure.save')}
          </SubmitButton>
        </form>
      )}
    </Page>
  );
}
