import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Team } from '#shared/contract/teams';

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
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * Where an automated or quick team's members come from: its rules, or the segment value it
 * stands for. Nobody is added or removed by hand in such a team, so the page says why.
 */
export function TeamSource({ team }: { team: Team }) {
  const { t, i18n } = useTranslation('people-admin');
  const styles = useStyles();
  if (team.type === 'automated' && team.automation) {
    return (
      <section className={styles.root} aria-label={t('automation.rules')}>
        <Text weight="semibold">{t('automation.membersWhen')}</Text>
        <ul className={styles.list}>
          {team.automation.rules.map((rule) => (
            <li key={rule.kind}>
              {t('automation.ruleText', {
                kind: t(`segments.${rule.kind}`),
                values: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(rule.values),
              })}
            </li>
          ))}
        </ul>
        <Text className={styles.muted}>{t('automation.byRulesNote')}</Text>
      </section>
    );
  }
  if (team.type === 'quick' && team.quickTeamSource) {
    return (
      <section className={styles.root} aria-label={t('quickTeams.source')}>
        <Text>
          {t('quickTeams.standsFor', {
            kind: t(`segments.${team.quickTeamSource.kind}`),
            value: team.quickTeamSource.value,
          })}
        </Text>
        <Text className={styles.muted}>{t('quickTeams.byConfigurationNote')}</Text>
      </section>
    );
  }
  return null;
}
