import { Button, type ButtonProps, Spinner } from '@fluentui/react-components';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's submit button: reads "Saving..." (or `submittingLabel`) and is disabled while the form
 * submits (000 §4). Disabled but focusable (aria-disabled, and its clicks cancelled so nothing is
 * sent twice): a person who pressed it keeps focus on it while the form submits, after an error and
 * after a save leaves nothing to save, instead of being thrown back to the top of the page.
 */
export function SubmitButton(props: ButtonProps & { submitting: boolean; submittingLabel?: string }) {
  const { submitting, submittingLabel, children, disabled, ...rest } = props;
  const inactive = !!disabled || submitting;
  const { t } = useTranslation('common');
  return (
    <Button
      type="submit"
      appearance="primary"
      {...rest}
      disabledFocusable={inactive}
      // Fluent leaves a focusable disabled <button> to the browser, which would still submit the
      // form on a click or on Enter in a field: the click is cancelled before it can.
      onClickCapture={(event: SyntheticEvent) => {
        if (inactive) event.preventDefault();
      }}
      icon={submitting ? <Spinner size="tiny" /> : rest.icon}
      aria-busy={submitting || undefined}
    >
      {submitting ? (submittingLabel ?? t('saving')) : children}
    </Button>
  );
}
