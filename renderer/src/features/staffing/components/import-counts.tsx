import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type StaffImportRowOutcome, staffImportRowOutcomes } from '#shared/contract/staffing';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    borderInlineStartWidth: tokens.strokeWidthThickest,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
  },
  new: { borderInlineStartColor: tokens.colorPaletteGreenBorder2 },
  changed: { borderInlineStartColor: tokens.colorBrandStroke1 },
  unchanged: {},
  invalid: { borderInlineStartColor: tokens.colorPaletteRedBorder2 },
  value: { margin: 0 },
});

/** The preview's counts per outcome, as a description list (term: outcome, value: rows). */
export function ImportCounts(props: { counts: Record<StaffImportRowOutcome, number> }) {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={t('import.preview.countsLabel')}>
      {staffImportRowOutcomes.map((outcome) => (
        <div key={outcome} className={mergeClasses(styles.item, styles[outcome])}>
          <dt>
            <Text>{t(`import.counts.${outcome}`)}</Text>
          </dt>
          <dd className={styles.value}>
            <Text size={600} weight="semibold">
              {props.counts[outcome].toLocaleString()}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
