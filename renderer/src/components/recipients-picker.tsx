import {
  Avatar,
  Field,
  Spinner,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  TagPickerOptionGroup,
} from '@fluentui/react-components';
import { PeopleTeam20Regular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipientsSearch } from '#shared/contract/recognition';
import { apiClient } from '../lib/api-client.ts';
import { avatarUrl } from '../lib/avatar-url.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** A member or a team picked to receive something (a recognition, an award). */
export type PickedRecipient = {
  id: string;
  type: 'tenantMember' | 'team';
  name: string;
  avatarUrl: string | null;
  memberCount?: number;
};

const keyOf = (recipient: Pick<PickedRecipient, 'id' | 'type'>) => `${recipient.type}:${recipient.id}`;

/** The members-and-teams search (001 §7): 10 of each, under the recognition app's path. */
const searchQuery = (search: string) => ({
  queryKey: [...queryKeys.recognition.recipients, search] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    recipientsSearch.parse(
      (
        await apiClient.get('/recognition/recipients', {
          params: { search: search || undefined, pageSize: 10 },
          signal,
        })
      ).data,
    ),
  staleTime: 30_000,
});

/**
 * Members and teams, searched on the server as the person types; chosen ones show as tags that
 * Backspace or their dismiss button removes. Only the label is the feature's; the search's own
 * texts are the same wherever it stands (common catalog).
 */
export function RecipientsPicker(props: {
  value: PickedRecipient[];
  onChange: (next: PickedRecipient[]) => void;
  onBlur: () => void;
  /** The field's name in the feature's own words (Recipients, Teams and people, Senders). */
  label: string;
  error?: string;
  /** Whether at least one must be picked (the label shows it); true unless said otherwise. */
  required?: boolean;
  /** Marks the search `data-autofocus`: the dialog around it puts focus there when it opens. */
  initialFocus?: boolean;
}) {
  const { value, onChange, onBlur, error, label, required = true, initialFocus = false } = props;
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isFetching } = useQuery({ ...searchQuery(deferred), placeholderData: keepPreviousData });
  const known = useRef(new Map<string, PickedRecipient>());
  for (const recipient of value) known.current.set(keyOf(recipient), recipient);

  const selectedKeys = value.map(keyOf);
  const teams = (data?.teams ?? [])
    .map(
      (team): PickedRecipient => ({
        id: team.id,
        type: 'team',
        name: team.name,
        avatarUrl: null,
        memberCount: team.activeMemberCount,
      }),
    )
    .filter((team) => !selectedKeys.includes(keyOf(team)));
  const members = (data?.tenantMembers ?? [])
    .map(
      (member): PickedRecipient => ({
        id: member.id,
        type: 'tenantMember',
        name: `${member.firstName} ${member.lastName}`.trim(),
        avatarUrl: avatarUrl(member.avatarUrls, 32) ?? null,
      }),
    )
    .filter((member) => !selectedKeys.includes(keyOf(member)));
  for (const recipient of [...teams, ...members]) known.current.set(keyOf(recipient), recipient);

  const media = (recipient: PickedRecipient) =>
    recipient.type === 'team' ? (
      <Avatar icon={<PeopleTeam20Regular />} shape="square" aria-hidden />
    ) : (
      <Avatar
        name={recipient.name}
        image={recipient.avatarUrl ? { src: recipient.avatarUrl } : undefined}
        color="colorful"
        aria-hidden
      />
    );

  return (
    <Field label={label} validationMessage={error} required={required}>
      <TagPicker
        selectedOptions={selectedKeys}
        onOptionSelect={(_, selection) => {
          onChange(selection.selectedOptions.flatMap((key) => known.current.get(key) ?? []));
          setSearch('');
        }}
      >
        <TagPickerControl
          expandIcon={isFetching ? <Spinner size="extra-tiny" aria-label={t('loading')} /> : undefined}
        >
          <TagPickerGroup aria-label={label}>
            {value.map((recipient) => (
              <Tag
                key={keyOf(recipient)}
                value={keyOf(recipient)}
                shape="circular"
                dismissIcon={{ 'aria-label': t('recipientsPicker.remove', { name: recipient.name }) }}
                media={media(recipient)}
              >
                {recipient.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            data-autofocus={initialFocus || undefined}
            aria-label={label}
            placeholder={value.length === 0 ? t('recipientsPicker.placeholder') : undefined}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {teams.length === 0 && members.length === 0 ? (
            <TagPickerOption value="no-results" text={t('recipientsPicker.noResults')}>
              {t('recipientsPicker.noResults')}
            </TagPickerOption>
          ) : null}
          {members.length > 0 ? (
            <TagPickerOptionGroup label={t('recipientsPicker.members')}>
              {members.map((member) => (
                <TagPickerOption
                  key={keyOf(member)}
                  value={keyOf(member)}
                  text={member.name}
                  media={media(member)}
                >
                  {member.name}
                </TagPickerOption>
              ))}
            </TagPickerOptionGroup>
          ) : null}
          {teams.length > 0 ? (
            <TagPickerOptionGroup label={t('recipientsPicker.teams')}>
              {teams.map((team) => (
                <TagPickerOption
                  key={keyOf(team)}
                  value={keyOf(team)}
                  text={team.name}
                  secondaryContent={t('recipientsPicker.teamMembers', { count: team.memberCount ?? 0 })}
                  media={media(team)}
                >
                  {team.name}
                </TagPickerOption>
              ))}
            </TagPickerOptionGroup>
          ) : null}
        </TagPickerList>
      </TagPicker>
    </Field>
  );
}
