import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { RocketRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { guideResources } from './guide-items.ts';
import { guideActions, useGuideState } from './guide-state.ts';
import { SetupGuide } from './setup-guide.tsx';
import { useGuideAccess } from './use-guide-enabled.ts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  relaunch: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
  heading: { margin: 0 },
  resources: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  resource: { display: 'flex', flexDirection: 'column', gap: '2px' },
});

/** /dashboard: the admin onboarding dashboard, only with the flag and onboardingApp manage. */
export function DashboardPage() {
  const access = useGuideAccess();
  const { t } = useTranslation('onboarding');
  if (access === 'disabled') return <Unavailable />;
  if (access === 'pending') return <Spinner label={t('loading')} />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation('onboarding');
  const styles = useStyles();
  const { dismissed } = useGuideState();
  return (
    <Page title={t('dashboard')} width={1080}>
      <div className={styles.layout}>
        <Card>
          {dismissed ? (
            <div className={styles.relaunch}>
              <Text as="h2" size={500} weight="semibold" className={styles.heading}>
                {t('title')}
              </Text>
              <Text>{t('relaunchHint')}</Text>
              <Button appearance="primary" icon={<RocketRegular />} onClick={guideActions.expand}>
                {t('relaunch')}
              </Button>
            </div>
          ) : (
            <SetupGuide />
          )}
        </Card>
        <Card>
          <section aria-labelledby="dashboard-resources" className={styles.relaunch}>
            <Text as="h2" id="dashboard-resources" size={500} weight="semibold" className={styles.heading}>
              {t('resources.title')}
            </Text>
            <ul className={styles.resources}>
              {guideResources.map((resource) => (
                <li key={resource.key} className={styles.resource}>
                  <RouterLink to={resource.path}>{t(`resources.${resource.key}.title`)}</RouterLink>
                  <Text size={200}>{t(`resources.${resource.key}.description`)}</Text>
                </li>
              ))}
            </ul>
          </section>
        </Card>
      </div>
    </Page>
  );
}
