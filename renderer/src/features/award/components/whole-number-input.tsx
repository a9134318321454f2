import { Input } from '@fluentui/react-components';
import { parseAmount } from '../model/award-forms.ts';

/**
 * A whole number bound to a form field (points, the maximum of nominations): numeric steps from
 * `min`, and null while it holds nothing usable (see parseAmount). Takes a react-hook-form field
 * as it is (`{...field}`).
 */
export function WholeNumberInput(props: {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  /** The smallest value the steppers go to; 0 unless said otherwise. */
  min?: number;
}) {
  const { name, value, onChange, onBlur, min = 0 } = props;
  return (
    <Input
      name={name}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(_, data) => onChange(parseAmount(data.value))}
      onBlur={onBlur}
    />
  );
}
