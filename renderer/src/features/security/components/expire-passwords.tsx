import { Button, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { securityQueries, useExpireAllPasswords } from '../api/security-queries.ts';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
});

/** "Expire all passwords" (identityApp expireAllPasswords): everyone resets at their next sign-in. */
export function ExpirePasswords() {
  const { t } = useTranslation('security');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const policy = useQuery(securityQueries.policy());
  const expire = useExpireAllPasswords();
  const [confirming, setConfirming] = useState(false);
  const last = policy.data?.passwordsExpiredAt;

  const run = async () => {
    try {
      await expire.mutateAsync();
      toasts.success(t('expire.done'));
      setConfirming(false);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="security-expire">
      <Subtitle2 as="h2" id="security-expire">
        {t('expire.title')}
      </Subtitle2>
      <Text>{t('expire.intro')}</Text>
      {last ? (
        <Text>
          {t('expire.last', {
            date: dates.dateTime(last),
          })}
        </Text>
      ) : null}
      <Button onClick={() => setConfirming(true)}>{t('expire.button')}</Button>
      <ConfirmDialog
        open={confirming}
        title={t('expire.confirmTitle')}
        body={t('expire.confirmBody')}
        confirm={t('expire.confirm')}
        busy={expire.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run()}
      />
    </section>
  );
}
