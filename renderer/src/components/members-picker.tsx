import {
  Avatar,
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPage } from '#shared/contract/identity';
import { apiClient } from '../lib/api-client.ts';
import { avatarUrl } from '../lib/avatar-url.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** A member chosen in a MembersPicker. */
export type PickedMember = { id: string; name: string };

/**
 * Members (never teams), searched on the server as the person types (active members only): an
 * award type's nominators or candidates, a point bank's owners. Chosen ones show as tags that
 * Backspace or their dismiss button removes. Only the label is the feature's; the search's own
 * texts are the same wherever it stands (common catalog).
 */
export function MembersPicker(props: {
  label: string;
  value: PickedMember[];
  onChange: (next: PickedMember[]) => void;
  onBlur?: () => void;
  hint?: string;
  error?: string;
}) {
  const { label, value, onChange, error } = props;
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 250);
  const { data = [] } = useQuery({
    queryKey: [...queryKeys.identity.tenantMembers, 'search', debounced],
    queryFn: async ({ signal }) =>
      memberPage.parse(
        (
          await apiClient.get('/identity/tenantMembers', {
            params: { search: debounced || undefined, suspended: 'false', page: 1, pageSize: 10 },
            signal,
          })
        ).data,
      ).results,
    placeholderData: keepPreviousData,
  });
  const known = useRef(new Map<string, PickedMember>());
  for (const member of value) known.current.set(member.id, member);
  const chosen = new Set(value.map((member) => member.id));
  const options = data.filter((member) => !chosen.has(member.id));
  for (const member of options) {
    known.current.set(member.id, { id: member.id, name: `${member.firstName} ${member.lastName}`.trim() });
  }
  return (
    <Field label={label} hint={props.hint} validationMessage={error}>
      <TagPicker
        selectedOptions={value.map((member) => member.id)}
        onOptionSelect={(_, selection) => {
          onChange(selection.selectedOptions.flatMap((id) => known.current.get(id) ?? []));
          setSearch('');
        }}
      >
        <TagPickerControl>
          <TagPickerGroup aria-label={label}>
            {value.map((member) => (
              <Tag
                key={member.id}
                value={member.id}
                shape="circular"
                dismissIcon={{ 'aria-label': t('recipientsPicker.remove', { name: member.name }) }}
              >
                {member.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={label}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={props.onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {options.length === 0 ? (
            <TagPickerOption value="no-results" text={t('recipientsPicker.noResults')}>
              {t('recipientsPicker.noResults')}
            </TagPickerOption>
          ) : (
            options.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim();
              return (
                <TagPickerOption
                  key={member.id}
                  value={member.id}
                  text={name}
                  media={
                    <Avatar
                      name={name}
                      image={member.avatarUrls ? { src: avatarUrl(member.avatarUrls, 24) } : undefined}
                      color="colorful"
                      aria-hidden
                    />
                  }
                >
                  {name}
                </TagPickerOption>
              );
            })
          )}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}

/** Names of listed members (a form that keeps their ids only), 100 at most per call. */
export function useMemberNames(ids: string[]) {
  return useQuery({
    queryKey: [...queryKeys.identity.tenantMembers, 'names', ids],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) => {
      const names = new Map<string, string>();
      for (let start = 0; start < ids.length; start += 100) {
        const page = memberPage.parse(
          (
            await apiClient.get('/identity/tenantMembers', {
              params: { idIn: ids.slice(start, start + 100).join(','), page: 1, pageSize: 100 },
              signal,
            })
          ).data,
        );
        for (const member of page.results)
          names.set(member.id, `${member.firstName} ${member.lastName}`.trim());
      }
      return names;
    },
  });
}
