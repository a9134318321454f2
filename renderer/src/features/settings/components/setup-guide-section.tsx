import { makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { setFeatureFlag, useFeatureFlags } from '../../../lib/feature-flags.ts';
import { holds } from '../../../lib/session/permissions.ts';
import { useApps } from '../../../lib/session/use-permissions.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
});

/**
 * The setup guide's switch for those who may run it (onboardingApp manage). The guide hides
 * behind the onboardingChecklist flag, off by default (000 §3), and the flags page is reachable
 * from nowhere, so a new admin never found the guide; here it is one switch away.
 */
export function SetupGuideSection() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const apps = useApps();
  const { onboardingChecklist } = useFeatureFlags();
  if (!holds(apps.data, ['onboardingApp', 'manage'])) return null;
  return (
    <section className={styles.section} aria-labelledby="settings-setup-guide">
      <Text as="h2" id="settings-setup-guide" size={400} weight="semibold">
        {t('general.setupGuide.title')}
      </Text>
      <Text size={200}>{t('general.setupGuide.hint')}</Text>
      <Switch
        checked={onboardingChecklist}
        label={t('general.setupGuide.show')}
        onChange={(_, data) => setFeatureFlag('onboardingChecklist', data.checked)}
      />
      {onboardingChecklist ? <RouterLink to="/dashboard">{t('general.setupGuide.open')}</RouterLink> : null}
    </section>
  );
}
