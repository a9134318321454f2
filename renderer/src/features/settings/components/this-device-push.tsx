import { Spinner, Switch, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts.tsx';
import {
  currentPushSubscription,
  PushPermissionError,
  pushAvailability,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../lib/web-push.ts';

/** Browser push for this device only: a subscription belongs to one browser, not to the account. */
export function ThisDevicePush() {
  const { t } = useTranslation('settings');
  const toasts = useToasts();
  const [availability, setAvailability] = useState(pushAvailability);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  if (availability === 'unsupported') return <Text>{t('notifications.pushUnsupported')}</Text>;
  if (subscribed === null) return <Spinner size="small" label={t('loading')} />;

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await subscribeToPush();
      else await unsubscribeFromPush();
      setSubscribed(on);
      toasts.success();
    } catch (error) {
      if (error instanceof PushPermissionError) {
        setAvailability(pushAvailability());
        toasts.error(t('notifications.pushBlocked'));
      } else toasts.error();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Switch
        label={t('notifications.pushThisDevice')}
        checked={subscribed}
        disabled={busy || (availability === 'denied' && !subscribed)}
        onChange={(_, data) => void toggle(data.checked)}
      />
      {availability === 'denied' && <Text>{t('notifications.pushBlocked')}</Text>}
    </>
  );
}
