import {
  Button,
  Field,
  Link,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Subtitle2,
  shorthands,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  requiredStaffRecordColumns,
  staffImportMaxBytes,
  staffImportMaxRows,
  staffRecordColumns,
} from '#shared/contract/staffing';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { contractMessage } from '../../../lib/form-errors.ts';
import { useStartImport } from '../api/flow-queries.ts';
import { saveFile } from '../api/staffing-queries.ts';
import { csvTemplate, looksLikeCsv } from '../lib/import-steps.ts';
import { StepHeading } from './step-heading.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    textAlign: 'center',
  },
  over: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground2,
  },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  progress: { width: '100%', maxWidth: '480px' },
  // The native input stays in the page for assistive tech and tests; the button opens it.
  input: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  columns: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0 },
  column: {
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  columnsBlock: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
  required: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Step 1: pick or drop a CSV file; it uploads at once and the server checks its header. */
export function UploadStep(props: { onUploaded: (id: string) => void }) {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const start = useStartImport();
  const [over, setOver] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);

  const upload = async (picked: File) => {
    setRefusal(null);
    if (!looksLikeCsv(picked)) {
      setRefusal({ name: picked.name, message: t('import.upload.notCsv') });
      return;
    }
    setFile(picked);
    setProgress(0);
    try {
      const flow = await start.mutateAsync({ file: picked, onProgress: setProgress });
      props.onUploaded(flow.id);
    } catch (error) {
      // The server's own sentence for a file it refuses (wrong header, too big, not CSV).
      const own = isApiError(error) && [400, 413, 415, 422].includes(error.status);
      setRefusal({
        name: picked.name,
        message: own ? contractMessage((error as Error).message) : errorMessage(error, t),
      });
      setFile(null);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !start.isPending) void upload(dropped);
  };

  return (
    <section className={styles.root} aria-labelledby={`${inputId}-heading`}>
      <StepHeading id={`${inputId}-heading`} title={t('import.upload.heading')}>
        {t('import.upload.intro')}
      </StepHeading>
      {refusal ? (
        <ErrorBar title={t('import.upload.refused', { name: refusal.name })}>{refusal.message}</ErrorBar>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut for the button inside, which the keyboard reaches */}
      <div
        className={mergeClasses(styles.zone, over && styles.over)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <DocumentArrowUpRegular className={styles.icon} aria-hidden />
        {start.isPending && file ? (
          <Field
            className={styles.progress}
            label={
              progress < 1
                ? t('import.upload.uploading', { name: file.name })
                : t('import.upload.reading', { name: file.name })
            }
            validationState="none"
          >
            <ProgressBar
              value={progress < 1 ? progress : undefined}
              max={1}
              aria-label={t('import.upload.progress')}
            />
          </Field>
        ) : (
          <>
            <Text>{t('import.upload.drop')}</Text>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="file"
              accept=".csv,text/csv"
              aria-label={t('import.upload.file')}
              tabIndex={-1}
              onChange={(event) => {
                const picked = event.target.files?.[0];
                if (picked) void upload(picked);
              }}
            />
            <Button appearance="primary" onClick={() => input.current?.click()}>
              {t('import.upload.choose')}
            </Button>
            <Text size={200} className={styles.muted}>
              {t('import.upload.maxSize', {
                size: staffImportMaxBytes / 1024 / 1024,
                rows: staffImportMaxRows.toLocaleString(),
              })}
            </Text>
          </>
        )}
      </div>
      <div className={styles.columnsBlock}>
        <Subtitle2 as="h3" block>
          {t('import.upload.columns')}
        </Subtitle2>
        <ul className={styles.columns} aria-label={t('import.upload.columnsLabel')}>
          {staffRecordColumns.map((column) => {
            const required = (requiredStaffRecordColumns as readonly string[]).includes(column);
            return (
              <li key={column} className={mergeClasses(styles.column, required && styles.required)}>
                {column}
                {required ? ` (${t('import.upload.required')})` : ''}
              </li>
            );
          })}
        </ul>
        <Text as="p" block size={200} className={styles.muted}>
          {t('import.upload.dates')}
        </Text>
        <Link
          as="button"
          onClick={() => saveFile(new Blob([csvTemplate()], { type: 'text/csv' }), 'hr-records-template.csv')}
        >
          <ArrowDownloadRegular aria-hidden /> {t('import.upload.template')}
        </Link>
      </div>
    </section>
  );
}
