import { makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { type ImportStep, importSteps } from '../lib/import-steps.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    flexBasis: '120px',
    paddingBlock: tokens.spacingVerticalS,
    borderBottomWidth: tokens.strokeWidthThick,
    borderBottomStyle: 'solid',
    borderBottomColor: tokens.colorNeutralStroke2,
    color: tokens.colorNeutralForeground2,
  },
  current: { borderBottomColor: tokens.colorBrandStroke1, color: tokens.colorNeutralForeground1 },
  done: { borderBottomColor: tokens.colorBrandStroke2 },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    flexShrink: 0,
  },
  currentNumber: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor(tokens.colorBrandBackground),
  },
  check: { color: tokens.colorBrandForeground1, fontSize: '24px' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** The import's steps as an ordered list: done ones ticked, the current one marked for assistive tech. */
export function StepIndicator(props: { current: ImportStep }) {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const currentIndex = importSteps.indexOf(props.current);
  return (
    <nav aria-label={t('import.stepsLabel')}>
      <ol className={styles.list}>
        {importSteps.map((step, index) => {
          const done = index < currentIndex;
          const current = index === currentIndex;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className={mergeClasses(styles.item, current && styles.current, done && styles.done)}
            >
              {done ? (
                <CheckmarkCircleFilled className={styles.check} aria-hidden />
              ) : (
                <span className={mergeClasses(styles.number, current && styles.currentNumber)} aria-hidden>
                  {index + 1}
                </span>
              )}
              <Text weight={current ? 'semibold' : 'regular'}>{t(`import.steps.${step}`)}</Text>
              {done ? <span className={styles.hidden}>({t('import.done')})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
