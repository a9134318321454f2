import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Switch,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type StaffImport,
  type StaffImportOptions,
  type StaffImportRowOutcome,
  staffImportRowOutcomes,
} from '#shared/contract/staffing';
import { useToasts } from '../../../components/toasts.tsx';
import { useUpdateImport } from '../api/flow-queries.ts';
import { canExecute } from '../lib/import-steps.ts';
import { ImportCounts } from './import-counts.tsx';
import { ImportRows } from './import-rows.tsx';
import { StepHeading } from './step-heading.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  options: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground2, marginInlineStart: '44px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Step 2: what the file would change, its rows by outcome, and the import's options. */
export function PreviewStep(props: { flow: StaffImport; onContinue: () => void; onRestart: () => void }) {
  const { flow } = props;
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const toasts = useToasts();
  const update = useUpdateImport();
  const [outcome, setOutcome] = useState<StaffImportRowOutcome | null>(
    flow.counts.invalid > 0 ? 'invalid' : null,
  );
  const allowed = canExecute(flow.counts, flow.options);

  const setOption = (options: Partial<StaffImportOptions>) =>
    update.mutate(
      { id: flow.id, options },
      { onError: () => toasts.error(t('import.preview.optionsFailed')) },
    );

  return (
    <section className={styles.root} aria-labelledby="import-preview-heading">
      <StepHeading id="import-preview-heading" title={t('import.preview.heading')}>
        {t('import.preview.file', { name: flow.fileName })}
      </StepHeading>
      <ImportCounts counts={flow.counts} />
      <fieldset className={styles.options}>
        <legend className={styles.legend}>
          <Subtitle2 as="span">{t('import.preview.options')}</Subtitle2>
        </legend>
        <Switch
          label={t('import.preview.createMembers')}
          checked={flow.options.createMembers}
          disabled={update.isPending}
          onChange={(_, data) => setOption({ createMembers: data.checked })}
        />
        <Text size={200} className={styles.hint}>
          {t('import.preview.createMembersHint')}
        </Text>
        {flow.counts.invalid > 0 ? (
          <>
            <Switch
              label={t('import.preview.skipInvalidRows')}
              checked={flow.options.skipInvalidRows}
              disabled={update.isPending}
              onChange={(_, data) => setOption({ skipInvalidRows: data.checked })}
            />
            <Text size={200} className={styles.hint}>
              {t('import.preview.skipInvalidRowsHint')}
            </Text>
          </>
        ) : null}
      </fieldset>
      {!allowed ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('import.preview.invalidBlock', { count: flow.counts.invalid })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabledFocusable={!allowed || update.isPending}
          onClick={() => {
            if (allowed && !update.isPending) props.onContinue();
          }}
        >
          {t('import.preview.continue')}
        </Button>
        <Button onClick={props.onRestart}>{t('import.preview.another')}</Button>
      </div>
      <TabList
        aria-label={t('import.preview.filterLabel')}
        selectedValue={outcome ?? 'all'}
        onTabSelect={(_, data) =>
          setOutcome(data.value === 'all' ? null : (data.value as StaffImportRowOutcome))
        }
      >
        <Tab value="all">{t('import.preview.all')}</Tab>
        {staffImportRowOutcomes.map((value) => (
          <Tab key={value} value={value}>
            {`${t(`import.counts.${value}`)} (${flow.counts[value].toLocaleString()})`}
          </Tab>
        ))}
      </TabList>
      <ImportRows key={outcome ?? 'all'} id={flow.id} outcome={outcome} />
    </section>
  );
}
