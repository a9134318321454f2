import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  ProgressBar,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { onboardingQueries, useSetItemCompleted, useSetItemDismissed } from '../api/onboarding-queries.ts';
import { guideItemPaths } from './guide-items.ts';
import { type GuideItemState, guideProgress } from './guide-progress.ts';
import { guideActions } from './guide-state.ts';

const useStyles = makeStyles({
  guide: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  itemBody: { display: 'flex', flexDirection: 'column', flexGrow: 1, paddingTop: '6px', gap: '2px' },
  done: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  itemActions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * The "Platform setup" guide: progress over the required items, the two sections, and the
 * launch messages. Shown on /dashboard and in the floating panel.
 */
export function SetupGuide({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('onboarding');
  const styles = useStyles();
  const checklist = useQuery(onboardingQueries.checklist());
  const dismissed = useQuery(onboardingQueries.dismissed());

  if (checklist.isPending || dismissed.isPending) return <Spinner size="small" label={t('loading')} />;
  if (checklist.isError || dismissed.isError) return <Text role="alert">{t('loadFailed')}</Text>;

  const progress = guideProgress(checklist.data, dismissed.data);
  return (
    <div className={styles.guide}>
      <div className={styles.progress}>
        <Text as={headingLevel} size={500} weight="semibold" className={styles.heading}>
          {t('title')}
        </Text>
        <Text id="setup-guide-progress">{t('progress', { done: progress.done, total: progress.total })}</Text>
        <ProgressBar value={progress.value} thickness="large" aria-labelledby="setup-guide-progress" />
      </div>
      {progress.setupComplete ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>{t('setupComplete')}</MessageBarTitle>
            {t('niceJob')}
          </MessageBarBody>
        </MessageBar>
      ) : progress.readyForLaunch ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>{t('readyForLaunch')}</MessageBarTitle>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <Section title={t('sections.required')} items={progress.required} headingLevel={headingLevel} />
      <Section title={t('sections.launch')} items={progress.launch} headingLevel={headingLevel} skippable />
      <div className={styles.footer}>
        <Button appearance="secondary" onClick={guideActions.dismiss}>
          {t('dismiss')}
        </Button>
      </div>
    </div>
  );
}

function Section(props: {
  title: string;
  items: GuideItemState[];
  headingLevel: 'h2' | 'h3';
  skippable?: boolean;
}) {
  const styles = useStyles();
  const { title, items, headingLevel, skippable = false } = props;
  return (
    <section className={styles.section} aria-label={title}>
      <Text as={headingLevel === 'h2' ? 'h3' : 'h4'} weight="semibold" className={styles.heading}>
        {title}
      </Text>
      <ul className={styles.list}>
        {items.map((item) => (
          <GuideItem key={item.itemAlias} item={item} skippable={skippable} />
        ))}
      </ul>
    </section>
  );
}

function GuideItem({ item, skippable }: { item: GuideItemState; skippable: boolean }) {
  const { t } = useTranslation('onboarding');
  const styles = useStyles();
  const toasts = useToasts();
  const setCompleted = useSetItemCompleted();
  const setDismissed = useSetItemDismissed();
  const label = t(`items.${item.itemAlias}.title`);
  const onError = () => toasts.error();
  return (
    <li className={styles.item}>
      <Checkbox
        checked={item.completed}
        disabled={setCompleted.isPending}
        aria-label={t('markDone', { item: label })}
        onChange={(_, data) =>
          setCompleted.mutate({ itemAlias: item.itemAlias, completed: data.checked === true }, { onError })
        }
      />
      <div className={styles.itemBody}>
        <Text weight="semibold" className={item.completed || item.dismissed ? styles.done : undefined}>
          {label}
        </Text>
        {item.dismissed ? (
          <Text size={200}>{t('skipped')}</Text>
        ) : (
          <Text size={200}>{t(`items.${item.itemAlias}.description`)}</Text>
        )}
        <div className={styles.itemActions}>
          {!item.completed && !item.dismissed ? (
            <RouterLink to={guideItemPaths[item.itemAlias]} onClick={guideActions.followItem}>
              {t(`items.${item.itemAlias}.action`)}
            </RouterLink>
          ) : null}
          {skippable && !item.completed ? (
            <Button
              size="small"
              appearance="transparent"
              disabled={setDismissed.isPending}
              aria-label={
                item.dismissed ? t('restoreLabel', { item: label }) : t('skipLabel', { item: label })
              }
              onClick={() =>
                setDismissed.mutate({ itemAlias: item.itemAlias, dismissed: !item.dismissed }, { onError })
              }
            >
              {item.dismissed ? t('restore') : t('skip')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
