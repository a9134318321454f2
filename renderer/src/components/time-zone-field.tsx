import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { filterTimeZones, timeZoneChoices } from '../lib/time-zones.ts';

/** What the field says; the caller's feature words it (your time zone, the organization's). */
export type TimeZoneFieldTexts = Record<'label' | 'hint' | 'placeholder' | 'none', string>;

/**
 * A searchable list of time zones. Typed text that is not a zone is dropped, never saved; an
 * optional field can be emptied by choosing nothing.
 */
export function TimeZoneField(props: {
  texts: TimeZoneFieldTexts;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const { texts, value, onChange, onBlur, error, required } = props;
  const zones = useMemo(timeZoneChoices, []);
  const [query, setQuery] = useState(value);
  // A reset (after saving) moves the value; the text follows it.
  useEffect(() => setQuery(value), [value]);
  const matches = filterTimeZones(zones, query === value ? '' : query);
  return (
    <Field label={texts.label} hint={texts.hint} validationMessage={error} required={required}>
      <Combobox
        freeform
        value={query}
        selectedOptions={value ? [value] : []}
        placeholder={texts.placeholder}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          const next = data.optionValue ?? (required ? value : '');
          onChange(next);
          setQuery(next);
        }}
        onBlur={() => {
          if (query !== value) setQuery(value);
          onBlur();
        }}
      >
        {matches.length === 0 ? (
          <Option disabled value="__none" text="">
            {texts.none}
          </Option>
        ) : (
          matches.map((zone) => (
            <Option key={zone} value={zone}>
              {zone}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
