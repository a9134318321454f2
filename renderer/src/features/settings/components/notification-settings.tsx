import {
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChannelPreferences,
  notificationChannels,
  type RecognitionDigest,
  recognitionDigests,
} from '#shared/contract/notifications';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import {
  settingsQueries,
  useUpdateChannelPreferences,
  useUpdateRecognitionNotificationSettings,
} from '../api/settings-queries.ts';
import { SettingsLayout } from './settings-layout.tsx';
import { ThisDevicePush } from './this-device-push.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** Channels, push on this device and the recognition digest; each choice saves as it is made. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  return (
    <SettingsLayout tab="notifications">
      <section className={styles.section} aria-labelledby="settings-channels">
        <Text as="h2" id="settings-channels" size={500} weight="semibold" className={styles.heading}>
          {t('notifications.channelsTitle')}
        </Text>
        <Text>{t('notifications.channelsHint')}</Text>
        <Channels />
      </section>
      <section className={styles.section} aria-labelledby="settings-device">
        <Text as="h2" id="settings-device" size={500} weight="semibold" className={styles.heading}>
          {t('notifications.deviceTitle')}
        </Text>
        <ThisDevicePush />
      </section>
      <section className={styles.section} aria-labelledby="settings-digest">
        <Text as="h2" id="settings-digest" size={500} weight="semibold" className={styles.heading}>
          {t('notifications.digestTitle')}
        </Text>
        <Digest />
      </section>
    </SettingsLayout>
  );
}

function Channels() {
  const { t } = useTranslation('settings');
  const toasts = useToasts();
  const preferences = useQuery(settingsQueries.channelPreferences());
  const update = useUpdateChannelPreferences();
  const { msTeamsV1 } = useFeatureFlags();
  if (preferences.isPending) return <Spinner size="small" label={t('loading')} />;
  if (preferences.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  const toggle = (channel: keyof ChannelPreferences, checked: boolean) =>
    update.mutate(
      { [channel]: checked },
      { onSuccess: () => toasts.success(), onError: () => toasts.error() },
    );
  return (
    <>
      {notificationChannels.map((channel) => (
        <Switch
          key={channel}
          label={t(`notifications.channel.${channel}`)}
          checked={preferences.data[channel]}
          disabled={update.isPending}
          onChange={(_, data) => toggle(channel, data.checked)}
        />
      ))}
      {/* Messaging reaches a member in Teams once they linked their account there (docs/teams.md). */}
      {msTeamsV1 ? <RouterLink to="/teams-link">{t('notifications.teamsLink')}</RouterLink> : null}
    </>
  );
}

function Digest() {
  const { t } = useTranslation('settings');
  const toasts = useToasts();
  const settings = useQuery(settingsQueries.recognitionNotificationSettings());
  const update = useUpdateRecognitionNotificationSettings();
  // The choice shows at once; the cached settings follow once the optimistic update has run.
  const [chosen, setChosen] = useState<RecognitionDigest | null>(null);
  if (settings.isPending) return <Spinner size="small" label={t('loading')} />;
  if (settings.isError) return <Text role="alert">{t('loadFailed')}</Text>;
  return (
    <Field label={t('notifications.digestLabel')}>
      <RadioGroup
        value={chosen ?? settings.data.digest}
        disabled={update.isPending}
        onChange={(_, data) => {
          setChosen(data.value as RecognitionDigest);
          update.mutate(
            { digest: data.value as RecognitionDigest },
            {
              onSuccess: () => toasts.success(),
              onError: () => toasts.error(),
              onSettled: () => setChosen(null),
            },
          );
        }}
      >
        {recognitionDigests.map((digest) => (
          <Radio key={digest} value={digest} label={t(`notifications.digest.${digest}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
