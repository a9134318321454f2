import { makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CelebrationMemberPreferencesRequest } from '#shared/contract/celebration';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { celebrationQueries, useSaveMyPreferences } from '../api/celebration-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The member's own choices: stay out of celebrations, or keep the birthday private. Saved on change. */
export function MyPreferences() {
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const toasts = useToasts();
  const headingId = useId();
  const canEdit = useHolds(['celebrationApp', 'editMemberPreferences']);
  const mine = useQuery(celebrationQueries.myPreferences());
  const save = useSaveMyPreferences();
  if (!mine.data) return null;
  const change = async (body: CelebrationMemberPreferencesRequest) => {
    try {
      await save.mutateAsync(body);
      toasts.success(t('mine.saved'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {t('mine.title')}
      </Text>
      <Switch
        label={t('mine.optedOut')}
        checked={mine.data.optedOut}
        disabled={!canEdit || save.isPending}
        onChange={(_, data) => change({ optedOut: data.checked })}
      />
      <Switch
        label={t('mine.hideBirthday')}
        checked={mine.data.hideBirthday}
        disabled={!canEdit || save.isPending || mine.data.optedOut}
        onChange={(_, data) => change({ hideBirthday: data.checked })}
      />
    </section>
  );
}
