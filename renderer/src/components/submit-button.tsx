import { Button, type ButtonProps, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * A form's submit button: reads "Saving..." (or `submittingLabel`) and is disabled while the form
 * submits (000 §4).
 */
export function SubmitButton(props: ButtonProps & { submitting: boolean; submittingLabel?: string }) {
  const { submitting, submittingLabel, children, disabled, ...rest } = props;
  const { t } = useTranslation('common');
  return (
    <Button
      type="submit"
      appearance="primary"
      {...rest}
      disabled={disabled || submitting}
      icon={submitting ? <Spinner size="tiny" /> : rest.icon}
      aria-busy={submitting || undefined}
    >
      {submitting ? (submittingLabel ?? t('saving')) : children}
    </Button>
  );
}
