import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useToasts } from './toasts.tsx';

const useStyles = makeStyles({ monospace: { fontFamily: tokens.fontFamilyMonospace } });

/**
 * A value a person copies into another system (an IdP's settings, a DNS record, a SCIM client):
 * read-only, with a copy button named after the field, and a toast that says whether it worked.
 */
export function CopyField(props: { label: string; value: string; monospace?: boolean }) {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  const styles = useStyles();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      toasts.success(t('copyField.copied'));
    } catch {
      toasts.error(t('copyField.copyFailed'));
    }
  };
  return (
    <Field label={props.label}>
      <Input
        readOnly
        className={props.monospace ? styles.monospace : undefined}
        value={props.value}
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={<CopyRegular />}
            aria-label={t('copyField.copy', { what: props.label })}
            onClick={() => void copy()}
          />
        }
      />
    </Field>
  );
}
