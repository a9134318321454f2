import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/public-frame.tsx';

type State = 'starting' | 'ready' | 'outsideTeams';

/**
 * The channel tab's configuration page (the manifest's configurationUrl): Teams shows it when
 * someone adds Kudos to a channel. There is nothing to choose, so it tells Teams at once that the
 * tab opens Kudos (/teams-link/open, which leads to the home page after sign-in). The Teams SDK
 * loads only here.
 */
export function TeamsConfigurePage() {
  const { t } = useTranslation('ms-teams');
  const [state, setState] = useState<State>('starting');
  useEffect(() => {
    let stopped = false;
    (async () => {
      const { app, pages } = await import('@microsoft/teams-js');
      // Outside Teams the SDK waits for a host that never answers.
      await Promise.race([
        app.initialize(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('not in Teams')), 5000)),
      ]);
      const origin = window.location.origin;
      pages.config.registerOnSaveHandler((event) => {
        pages.config
          .setConfig({
            entityId: 'kudos-channel',
            contentUrl: `${origin}/teams-link/open`,
            websiteUrl: `${origin}/home`,
            suggestedDisplayName: 'Kudos',
          })
          .then(() => event.notifySuccess())
          .catch((error: unknown) => event.notifyFailure(String(error)));
      });
      pages.config.setValidityState(true);
      if (!stopped) setState('ready');
    })().catch(() => {
      if (!stopped) setState('outsideTeams');
    });
    return () => {
      stopped = true;
    };
  }, []);
  return (
    <PublicFrame title={t('configure.title')}>
      {state === 'starting' ? <Spinner size="small" label={t('loading')} /> : null}
      {state === 'ready' ? <Text>{t('configure.ready')}</Text> : null}
      {state === 'outsideTeams' ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('configure.outsideTeams')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </PublicFrame>
  );
}
