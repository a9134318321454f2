import { Field, Radio, RadioGroup } from '@fluentui/react-components';

/** How many days what is sent stays pinned, or never ('0'); the choices are the form's, in days. */
export function PinDaysField<Choice extends string>(props: {
  choices: readonly Choice[];
  value: Choice;
  onChange: (choice: Choice) => void;
  texts: { label: string; never: string; days: (count: number) => string };
}) {
  const { choices, value, onChange, texts } = props;
  return (
    <Field label={texts.label}>
      <RadioGroup layout="horizontal" value={value} onChange={(_, data) => onChange(data.value as Choice)}>
        {choices.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={choice === '0' ? texts.never : texts.days(Number(choice))}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
