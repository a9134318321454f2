import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MsTeamsLinkCode } from '#shared/contract/ms-teams';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { msTeamsQueries, useIssueLinkCode, useUnlink } from '../api/ms-teams-queries.ts';
import { Section } from './section.tsx';

const useStyles = makeStyles({
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    letterSpacing: '0.1em',
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The member's own Teams account: linked by a one-time code shown here and typed in the Kudos
 * tab in Teams. While a code is shown the link is asked for every few seconds, so the page says
 * "linked" as soon as the tab used it.
 */
export function AccountLinkSection() {
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const dates = useDates();
  const toasts = useToasts();
  const [code, setCode] = useState<MsTeamsLinkCode | null>(null);
  const link = useQuery({ ...msTeamsQueries.link(), refetchInterval: code ? 3000 : false });
  const issue = useIssueLinkCode();
  const unlink = useUnlink();
  const linked = link.data?.linked ?? false;
  const live = code && !linked && new Date(code.expiresAt).getTime() > Date.now() ? code : null;

  const showCode = async () => {
    try {
      setCode(await issue.mutateAsync());
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  const remove = async () => {
    try {
      await unlink.mutateAsync();
      setCode(null);
      toasts.success(t('account.unlinked'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Section id="teams-account" title={t('account.title')}>
      {link.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : link.data?.linked ? (
        <>
          <Text>
            {t('account.linked', {
              account: link.data.userPrincipalName,
              date: link.data.linkedAt ? dates.date(link.data.linkedAt) : '',
            })}
          </Text>
          <Text className={styles.muted}>{t('account.mentions')}</Text>
          <Button onClick={remove} disabled={unlink.isPending}>
            {t('account.unlink')}
          </Button>
        </>
      ) : (
        <>
          <Text>{t('account.intro')}</Text>
          <Text className={styles.muted}>{t('account.mentions')}</Text>
          {live ? (
            <div role="status">
              <Text block>{t('account.codeLabel')}</Text>
              <Text block className={styles.code}>
                {live.code}
              </Text>
              <Text block className={styles.muted}>
                {t('account.codeHint', { time: dates.dateTime(live.expiresAt) })}
              </Text>
            </div>
          ) : null}
          <Button appearance={live ? 'secondary' : 'primary'} onClick={showCode} disabled={issue.isPending}>
            {live ? t('account.newCode') : t('account.showCode')}
          </Button>
        </>
      )}
    </Section>
  );
}
