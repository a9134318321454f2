import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamSegmentRule } from '#shared/contract/teams';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { automationQueries } from '../api/automation-queries.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** "N people match" and the first few names, asked again 400 ms after the rules stop changing. */
export function AutomationPreview(props: { rules: TeamSegmentRule[] }) {
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const rules = useDebounced(props.rules, 400);
  const complete = rules.length > 0 && rules.every((rule) => rule.values.length > 0);
  const preview = useQuery({ ...automationQueries.preview({ rules }), enabled: complete });
  const names = (preview.data?.sample ?? []).map((member) => `${member.firstName} ${member.lastName}`);
  const others = (preview.data?.count ?? 0) - names.length;
  return (
    <section className={styles.root} aria-label={t('automation.previewLabel')}>
      <div role="status">
        {!complete ? (
          <Text className={styles.muted}>{t('automation.previewIncomplete')}</Text>
        ) : preview.isPending ? (
          <Spinner size="tiny" label={t('automation.previewLoading')} />
        ) : preview.isError ? (
          <Text>{t('automation.previewFailed')}</Text>
        ) : (
          <Text weight="semibold">{t('automation.matches', { count: preview.data.count })}</Text>
        )}
      </div>
      {complete && names.length > 0 ? (
        <Text className={styles.muted}>
          {others > 0
            ? t('automation.sampleMore', { names: names.join(', '), count: others })
            : names.join(', ')}
        </Text>
      ) : null}
    </section>
  );
}
