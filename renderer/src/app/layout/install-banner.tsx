import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

const dismissedKey = 'kudos.installBannerDismissed';

/** The browser's own install prompt, kept from page load (it fires once, early). */
let deferredPrompt: InstallPromptEvent | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
  });
}

export const isIos = (userAgent: string) =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent));

function installed(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

/**
 * "Download app" (000 §1): on phones, and wherever the browser offers installation, until
 * dismissed. With the browser's prompt the button installs; otherwise it shows the steps
 * (iOS: Share, then "Add to Home Screen"; others: the browser settings menu).
 */
export function InstallBanner({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('app');
  const [hidden, setHidden] = useState(() => installed() || wasDismissed());
  const [steps, setSteps] = useState(false);
  const [, setPromptReady] = useState(deferredPrompt !== null);

  useEffect(() => {
    const onPrompt = () => setPromptReady(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (hidden || (!mobile && !deferredPrompt)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey, '1');
    } catch {
      // Hidden for this page only.
    }
    setHidden(true);
  };
  const install = async () => {
    if (!deferredPrompt) return setSteps(true);
    const prompt = deferredPrompt;
    deferredPrompt = null;
    await prompt.prompt();
    if ((await prompt.userChoice).outcome === 'accepted') setHidden(true);
  };

  return (
    <section aria-label={t('install.label')}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('install.title')}</MessageBarTitle>
          {steps
            ? isIos(navigator.userAgent)
              ? t('install.iosSteps')
              : t('install.otherSteps')
            : t('install.body')}
        </MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              icon={<DismissRegular />}
              aria-label={t('install.dismiss')}
              onClick={dismiss}
            />
          }
        >
          {steps ? null : (
            <Button appearance="primary" onClick={() => void install()}>
              {t('install.download')}
            </Button>
          )}
          {steps ? <Link onClick={dismiss}>{t('install.done')}</Link> : null}
        </MessageBarActions>
      </MessageBar>
    </section>
  );
}
