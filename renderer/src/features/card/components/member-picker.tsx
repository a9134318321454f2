import {
  Avatar,
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
import { cardQueries } from '../api/card-queries.ts';
import type { PickedMember } from '../model/card-form.ts';

const useStyles = makeStyles({
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

const noOne = '';

/**
 * Members found by name on the server as the person types (an organization may have thousands);
 * `single` keeps one (a card's recipient): picking another replaces it.
 */
export function MemberPicker(props: {
  label: string;
  placeholder: string;
  value: PickedMember[];
  onChange: (members: PickedMember[]) => void;
  onBlur?: () => void;
  single?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Members not offered (the recipient among contributors, those already invited). */
  exclude?: ReadonlySet<string>;
}) {
  const { value, onChange, single } = props;
  const { t } = useTranslation('card');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const { data, isPending } = useQuery({ ...cardQueries.members(search), placeholderData: keepPreviousData });
  const chosen = new Set(value.map((member) => member.id));
  const options = (data?.results ?? [])
    .filter((member) => !chosen.has(member.id) && !props.exclude?.has(member.id))
    .map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
      avatarUrls: member.avatarUrls ?? null,
    }));
  return (
    <Field label={props.label} hint={props.hint} validationMessage={props.error} required={props.required}>
      <TagPicker
        selectedOptions={value.map((member) => member.id)}
        onOptionSelect={(_, data) => {
          if (data.value === noOne) return;
          if (chosen.has(data.value)) onChange(value.filter((member) => member.id !== data.value));
          else {
            const picked = options.find((member) => member.id === data.value);
            if (picked) onChange(single ? [picked] : [...value, picked]);
          }
          setTyped('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={props.label}>
            {value.map((member) => (
              <Tag
                key={member.id}
                value={member.id}
                shape="circular"
                media={<Avatar name={member.name} color="colorful" aria-hidden />}
                dismissIcon={{ 'aria-label': t('form.removeMember', { name: member.name }) }}
              >
                {member.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={props.label}
            placeholder={value.length === 0 ? props.placeholder : undefined}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={props.onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {options.length > 0 ? (
            options.map((member) => (
              <TagPickerOption
                key={member.id}
                value={member.id}
                text={member.name}
                media={<Avatar name={member.name} color="colorful" aria-hidden />}
              >
                {member.name}
              </TagPickerOption>
            ))
          ) : !isPending ? (
            <TagPickerOption value={noOne} text="" aria-disabled="true" className={styles.empty}>
              {t('form.noPeople')}
            </TagPickerOption>
          ) : null}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
