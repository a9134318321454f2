import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadAppPackage } from '../api/ms-teams-queries.ts';
import { Section } from './section.tsx';

const useStyles = makeStyles({ steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL } });

/** Hands a file to the browser's download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The organization's Teams app: what it is, how to add it, and the download. */
export function AppPackageSection() {
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadAppPackage();
      saveFile(blob, fileName);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="teams-app" title={t('app.title')}>
      <Text>{t('app.intro')}</Text>
      <ol className={styles.steps}>
        <li>{t('app.step1')}</li>
        <li>{t('app.step2')}</li>
        <li>{t('app.step3')}</li>
      </ol>
      <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={download} disabled={busy}>
        {t('app.download')}
      </Button>
    </Section>
  );
}
