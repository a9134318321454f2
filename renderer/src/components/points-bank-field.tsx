import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** A points bank one may charge, with what it still holds. */
export type BankChoice = { id: string; name: string; available: number };

/**
 * The points bank an award type or incentive charges, or none: each bank is offered with its
 * balance, and the chosen one's balance shows as the hint. A saved bank the list no longer holds
 * (archived, or not the caller's to see) still shows by its saved name.
 */
export function PointsBankField(props: {
  banks: readonly BankChoice[] | undefined;
  value: string | null;
  onChange: (bankId: string | null) => void;
  onBlur: () => void;
  /** The name saved with the record, for a bank the list does not hold. */
  savedName: string | null | undefined;
  error: string | undefined;
  required?: boolean;
  texts: {
    label: string;
    placeholder: string;
    none: string;
    balance: (name: string, balance: string) => string;
  };
}) {
  const { banks, value, onChange, onBlur, savedName, error, required, texts } = props;
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const bank = banks?.find((candidate) => candidate.id === value);
  return (
    <Field
      label={texts.label}
      validationMessage={error}
      hint={bank ? texts.balance(bank.name, number.format(bank.available)) : undefined}
      required={required}
    >
      <Dropdown
        placeholder={texts.placeholder}
        value={bank?.name ?? (value ? (savedName ?? '') : texts.none)}
        selectedOptions={[value ?? 'none']}
        onOptionSelect={(_, data) =>
          onChange(data.optionValue === 'none' ? null : (data.optionValue ?? null))
        }
        onBlur={onBlur}
      >
        <Option value="none">{texts.none}</Option>
        {(banks ?? []).map((candidate) => (
          <Option key={candidate.id} value={candidate.id} text={candidate.name}>
            {texts.balance(candidate.name, number.format(candidate.available))}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
