import {
  Field,
  makeStyles,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { peopleAdminQueries } from '../api/people-admin-queries.ts';

export type PickedMember = { id: string; name: string };

const useStyles = makeStyles({
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

const noOne = '';

/** Chooses members by typing their name; the server finds them (an organization may have thousands). */
export function MemberPicker(props: {
  label: string;
  hint?: string;
  validationMessage?: string;
  value: PickedMember[];
  onChange: (members: PickedMember[]) => void;
  /** Members not offered (already in the team). */
  exclude?: ReadonlySet<string>;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const { data, isPending } = useQuery({
    ...peopleAdminQueries.memberOptions(search),
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((member) => member.id));
  const options = (data?.results ?? []).filter(
    (member) => !chosen.has(member.id) && !props.exclude?.has(member.id),
  );
  return (
    <Field label={props.label} hint={props.hint} validationMessage={props.validationMessage}>
      <TagPicker
        selectedOptions={value.map((member) => member.id)}
        onOptionSelect={(_, data) => {
          if (data.value === noOne) return;
          const picked = options.find((member) => member.id === data.value);
          if (chosen.has(data.value)) onChange(value.filter((member) => member.id !== data.value));
          else if (picked)
            onChange([...value, { id: picked.id, name: `${picked.firstName} ${picked.lastName}` }]);
          setTyped('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={props.label}>
            {value.map((member) => (
              <Tag key={member.id} value={member.id} shape="rounded">
                {member.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={props.label}
            placeholder={t('team.addMembersPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </TagPickerControl>
        <TagPickerList>
          {options.length > 0 ? (
            options.map((member) => (
              <TagPickerOption
                key={member.id}
                value={member.id}
                text={`${member.firstName} ${member.lastName}`}
              >
                {`${member.firstName} ${member.lastName}`}
              </TagPickerOption>
            ))
          ) : !isPending ? (
            <TagPickerOption value={noOne} text="" aria-disabled="true" className={styles.empty}>
              {t('team.noPeopleFound')}
            </TagPickerOption>
          ) : null}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
