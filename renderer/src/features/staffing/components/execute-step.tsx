import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StaffImport } from '#shared/contract/staffing';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { contractMessage } from '../../../lib/form-errors.ts';
import { useExecuteImport } from '../api/flow-queries.ts';
import { progressValue } from '../lib/import-steps.ts';
import { StepHeading } from './step-heading.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Step 3: what the import will do, then its progress while it runs (polled), or why it failed. */
export function ExecuteStep(props: { flow: StaffImport; onBack: () => void; onRestart: () => void }) {
  const { flow } = props;
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const execute = useExecuteImport();
  const running = flow.status === 'executing';
  const skipped = flow.options.skipInvalidRows ? flow.counts.invalid : 0;
  // A refusal (409: invalid rows, or already run) carries the server's sentence.
  const refusal =
    execute.error && isApiError(execute.error) && execute.error.status < 500 && execute.error.status !== 0
      ? contractMessage(execute.error.message)
      : execute.error
        ? errorMessage(execute.error, t)
        : null;

  return (
    <section className={styles.root} aria-labelledby="import-execute-heading">
      <StepHeading id="import-execute-heading" title={t('import.execute.heading')} />
      {flow.status === 'failed' ? (
        <>
          <ErrorBar title={t('import.execute.failed')}>{flow.error}</ErrorBar>
          <div>
            <Button appearance="primary" onClick={props.onRestart}>
              {t('import.startOver')}
            </Button>
          </div>
        </>
      ) : running ? (
        <Field
          label={t('import.execute.running')}
          hint={
            flow.progress
              ? t('import.execute.progressText', {
                  done: flow.progress.done.toLocaleString(),
                  total: flow.progress.total.toLocaleString(),
                })
              : undefined
          }
        >
          <ProgressBar
            value={flow.progress && flow.progress.total > 0 ? progressValue(flow.progress) : undefined}
            max={1}
            aria-label={t('import.execute.progress')}
          />
        </Field>
      ) : (
        <>
          <ul className={styles.list}>
            <li>{t('import.execute.willCreate', { count: flow.counts.new })}</li>
            <li>{t('import.execute.willUpdate', { count: flow.counts.changed })}</li>
            {skipped > 0 ? <li>{t('import.execute.willSkip', { count: skipped })}</li> : null}
          </ul>
          <Text>
            {flow.options.createMembers
              ? t('import.execute.willCreateMembers')
              : t('import.execute.noMembers')}
          </Text>
          <Text>{t('import.execute.allOrNothing')}</Text>
          {refusal ? <ErrorBar title={t('import.execute.refused')}>{refusal}</ErrorBar> : null}
          <div className={styles.actions}>
            <SubmitButton
              type="button"
              submitting={execute.isPending}
              submittingLabel={t('import.execute.running')}
              onClick={() => execute.mutate(flow.id)}
            >
              {t('import.execute.run')}
            </SubmitButton>
            <Button disabled={execute.isPending} onClick={props.onBack}>
              {t('back')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
