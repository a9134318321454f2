import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Every IANA time zone the browser knows, UTC first. */
function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Zones whose name contains every word typed ("new york" finds America/New_York); at most 50. */
function filterTimeZones(zones: readonly string[], query: string): string[] {
  const words = query.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  return zones
    .filter((zone) => {
      const name = zone.toLowerCase().replace(/[_/]/g, ' ');
      return words.every((word) => name.includes(word));
    })
    .slice(0, 50);
}

/** A searchable list of time zones; typed text that is not a zone is dropped, never saved. */
export function TimeZoneField(props: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useTranslation('localization');
  const { value, onChange, onBlur, error } = props;
  const zones = useMemo(timeZoneChoices, []);
  const [query, setQuery] = useState(value);
  // A reset (after saving) moves the value; the text follows it.
  useEffect(() => setQuery(value), [value]);
  const matches = filterTimeZones(zones, query === value ? '' : query);
  return (
    <Field label={t('timeZone.label')} hint={t('timeZone.hint')} validationMessage={error} required>
      <Combobox
        freeform
        value={query}
        selectedOptions={value ? [value] : []}
        placeholder={t('timeZone.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          const next = data.optionValue ?? value;
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
            {t('timeZone.none')}
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
