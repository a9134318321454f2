import { Avatar, Combobox, Field, Option, Spinner } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { awardQueries } from '../api/award-queries.ts';
import type { PickedNominee } from '../model/award-forms.ts';

/**
 * The nominee: a search of the round's candidates as the person types. The server leaves out
 * whoever the caller may not nominate: ineligible members and those already nominated (001 §5).
 */
export function NomineePicker(props: {
  awardTypeId: string;
  value: PickedNominee | null;
  onChange: (next: PickedNominee | null) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { awardTypeId, value, onChange, onBlur, error } = props;
  const { t } = useTranslation('award');
  const [text, setText] = useState(value?.name ?? '');
  const search = useDebounced(text.trim(), 250);
  // Once a nominee is chosen the field shows their name; the list then searches afresh.
  const query = value && value.name === text ? '' : search;
  const { data = [], isFetching } = useQuery({
    ...awardQueries.nominees(awardTypeId, query),
    placeholderData: keepPreviousData,
  });
  return (
    <Field label={t('nominate.nominee')} required validationMessage={error}>
      <Combobox
        freeform
        value={text}
        selectedOptions={value ? [value.id] : []}
        placeholder={t('nominate.nomineePlaceholder')}
        expandIcon={isFetching ? <Spinner size="extra-tiny" aria-label={t('loading')} /> : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (value) onChange(null);
        }}
        onOptionSelect={(_, data) => {
          const member = data.optionValue ? data.optionText : undefined;
          if (!data.optionValue || data.optionValue === 'no-results' || !member) return;
          onChange({ id: data.optionValue, name: member });
          setText(member);
        }}
        onBlur={onBlur}
      >
        {data.length === 0 ? (
          <Option value="no-results" text={t('noResults')} disabled>
            {t('noResults')}
          </Option>
        ) : (
          data.map((member) => {
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <Option key={member.id} value={member.id} text={name}>
                <Avatar
                  size={24}
                  name={name}
                  image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 24) } : undefined}
                  color="colorful"
                  aria-hidden
                />
                {name}
              </Option>
            );
          })
        )}
      </Combobox>
    </Field>
  );
}
