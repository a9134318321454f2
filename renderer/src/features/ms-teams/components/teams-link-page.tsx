import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { AccountLinkSection } from './account-link-section.tsx';
import { AppPackageSection } from './app-package-section.tsx';
import { ChannelSection } from './channel-section.tsx';

const useStyles = makeStyles({ intro: { color: tokens.colorNeutralForeground2 } });

/**
 * /teams-link (000 §2) behind the msTeamsV1 flag: every member links their Teams account; an
 * admin (the notification settings' permission) downloads the app and connects a channel.
 */
export function TeamsLinkPage() {
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const { msTeamsV1 } = useFeatureFlags();
  const admin = useHolds(['recognitionApp', 'manageNotificationSettings']);
  if (!msTeamsV1) return <Unavailable />;
  return (
    <Page title={t('title')} width={900}>
      <Text className={styles.intro}>{t('intro')}</Text>
      {admin ? <AppPackageSection /> : null}
      {admin ? <ChannelSection /> : null}
      <AccountLinkSection />
    </Page>
  );
}
