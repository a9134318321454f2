import { Field, Textarea } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { awardMessageMaxLength } from '#shared/contract/award';

/**
 * The award and nomination message: a plain text area with its counter always shown ("12 /
 * 1,000", 001 §5 "Plain text areas ... with a counter"). Longer text is kept whole (never cut
 * silently) and the form's own message says it is too long.
 */
export const LimitedTextarea = forwardRef<
  HTMLTextAreaElement,
  {
    label: string;
    placeholder: string;
    value: string;
    error?: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    name: string;
  }
>(function LimitedTextarea(props, ref) {
  const { label, placeholder, value, error, onChange, onBlur, name } = props;
  const { t, i18n } = useTranslation('common');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Field
      label={label}
      required
      validationMessage={error}
      hint={t('characterCount', {
        used: number.format(value.trim().length),
        max: number.format(awardMessageMaxLength),
      })}
    >
      <Textarea
        ref={ref}
        name={name}
        value={value}
        placeholder={placeholder}
        resize="vertical"
        rows={5}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
});
