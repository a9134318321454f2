import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { isNotFound } from '../../../lib/flow-client.ts';
import { flowQueries, useRefreshAfterImport } from '../api/flow-queries.ts';
import { importStepOf, importSteps } from '../lib/import-steps.ts';
import { ExecuteStep } from './execute-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { importRecords, StaffingGate } from './staffing-gate.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { SummaryStep } from './summary-step.tsx';
import { UploadStep } from './upload-step.tsx';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/**
 * /staffing/import/csv: upload, preview, confirm with progress, summary. The import's id stays in
 * the address (`?import=`), so a reload or Back returns to the same step.
 */
export default function ImportPage() {
  return (
    <StaffingGate permission={importRecords}>
      <ImportFlow />
    </StaffingGate>
  );
}

function ImportFlow() {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  const [confirming, setConfirming] = useState(false);
  const flow = useQuery({ ...flowQueries.import(id ?? ''), enabled: !!id });
  const refresh = useRefreshAfterImport();
  const status = flow.data?.status;

  const open = useCallback(
    (next: string | null) => {
      setConfirming(false);
      setParams(next ? { import: next } : {});
    },
    [setParams],
  );
  // Records, segments and members changed once the import ran.
  useEffect(() => {
    if (status === 'executed') void refresh();
  }, [status, refresh]);

  const step = importStepOf(id ? (status ?? 'preview') : null, confirming);
  let body: ReactNode;
  if (!id) body = <UploadStep onUploaded={(created) => open(created)} />;
  else if (flow.isPending) body = <Spinner label={t('loading')} />;
  else if (flow.isError)
    body = (
      <>
        <ErrorBar announce={false}>
          {isNotFound(flow.error) ? t('import.notFound') : t('loadFailed')}
        </ErrorBar>
        <div>
          <Button onClick={() => open(null)}>{t('import.startOver')}</Button>
        </div>
      </>
    );
  else if (step === 'preview')
    body = (
      <PreviewStep flow={flow.data} onContinue={() => setConfirming(true)} onRestart={() => open(null)} />
    );
  else if (step === 'execute')
    body = <ExecuteStep flow={flow.data} onBack={() => setConfirming(false)} onRestart={() => open(null)} />;
  else body = <SummaryStep flow={flow.data} />;

  return (
    <Page title={t('import.title')} width={1080}>
      <StepIndicator current={id && flow.isPending ? 'preview' : step} />
      {/* The step indicator shows the step; this tells a screen reader when it changes. */}
      <Text className={styles.hidden} aria-live="polite">
        {t('import.stepOf', {
          number: importSteps.indexOf(step) + 1,
          count: importSteps.length,
          name: t(`import.steps.${step}`),
        })}
      </Text>
      {body}
    </Page>
  );
}
