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
  queryKey: ['recognition', 'recipients', search] as const,
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
 * Backspace or their dismiss button removes. Every string a person reads comes from `labels`, so
 * each feature words it in its own catalog.
 */
export function RecipientsPicker(props: {
  value: PickedRecipient[];
  onChange: (next: PickedRecipient[]) => void;
  onBlur: () => void;
  error?: string;
  /** Whether at least one must be picked (the label shows it); true unless said otherwise. */
  required?: boolean;
  labels: {
    label: string;
    placeholder: string;
    members: string;
    teams: string;
    noResults: string;
    remove: (name: string) => string;
    teamMembers: (count: number) => string;
  };
}) {
  const { value, onChange, onBlur, error, labels, required = true } = props;
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
    <Field label={labels.label} validationMessage={error} required={required}>
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
          <TagPickerGroup aria-label={labels.label}>
            {value.map((recipient) => (
              <Tag
                key={keyOf(recipient)}
                value={keyOf(recipient)}
                shape="circular"
                dismissIcon={{ 'aria-label': labels.remove(recipient.name) }}
                media={media(recipient)}
              >
                {recipient.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            aria-label={labels.label}
            placeholder={value.length === 0 ? labels.placeholder : undefined}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {teams.length === 0 && members.length === 0 ? (
            <TagPickerOption value="no-results" text={labels.noResults}>
              {labels.noResults}
            </TagPickerOption>
          ) : null}
          {members.length > 0 ? (
            <TagPickerOptionGroup label={labels.members}>
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
            <TagPickerOptionGroup label={labels.teams}>
              {teams.map((team) => (
                <TagPickerOption
                  key={keyOf(team)}
                  value={keyOf(team)}
                  text={team.name}
                  secondaryContent={labels.teamMembers(team.memberCount ?? 0)}
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
