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
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { recognitionQueries } from '../api/recognition-queries.ts';
import type { Recipient } from '../model/recognition-form.ts';

const keyOf = (recipient: Pick<Recipient, 'id' | 'type'>) => `${recipient.type}:${recipient.id}`;

/** Members and teams to recognize (001 §2), searched on the server as the person types. */
export function RecipientsPicker(props: {
  value: Recipient[];
  onChange: (next: Recipient[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { value, onChange, onBlur, error } = props;
  const { t } = useTranslation('recognition');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isFetching } = useQuery({
    ...recognitionQueries.recipients(deferred),
    placeholderData: keepPreviousData,
  });
  const known = useRef(new Map<string, Recipient>());
  for (const recipient of value) known.current.set(keyOf(recipient), recipient);

  const selectedKeys = value.map(keyOf);
  const teams = (data?.teams ?? [])
    .map(
      (team): Recipient => ({
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
      (member): Recipient => ({
        id: member.id,
        type: 'tenantMember',
        name: `${member.firstName} ${member.lastName}`.trim(),
        avatarUrl: avatarUrl(member.avatarUrls, 32) ?? null,
      }),
    )
    .filter((member) => !selectedKeys.includes(keyOf(member)));
  for (const recipient of [...teams, ...members]) known.current.set(keyOf(recipient), recipient);

  return (
    <Field label={t('recipients.label')} validationMessage={error} required>
      <TagPicker
        selectedOptions={selectedKeys}
        onOptionSelect={(_, data) => {
          const next = data.selectedOptions.flatMap((key) => {
            const recipient = known.current.get(key);
            return recipient ? [recipient] : [];
          });
          onChange(next);
          setSearch('');
        }}
      >
        <TagPickerControl expandIcon={isFetching ? <Spinner size="extra-tiny" /> : undefined}>
          <TagPickerGroup aria-label={t('recipients.label')}>
            {value.map((recipient) => (
              <Tag
                key={keyOf(recipient)}
                value={keyOf(recipient)}
                shape="circular"
                dismissIcon={{ 'aria-label': t('recipients.remove', { name: recipient.name }) }}
                media={
                  recipient.type === 'team' ? (
                    <Avatar icon={<PeopleTeam20Regular />} shape="square" aria-hidden />
                  ) : (
                    <Avatar
                      name={recipient.name}
                      image={recipient.avatarUrl ? { src: recipient.avatarUrl } : undefined}
                      color="colorful"
                      aria-hidden
                    />
                  )
                }
              >
                {recipient.name}
              </Tag>
            ))}
          </TagPickerGroup>
          <TagPickerInput
            data-autofocus
            aria-label={t('recipients.label')}
            placeholder={value.length === 0 ? t('recipients.placeholder') : undefined}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onBlur={onBlur}
          />
        </TagPickerControl>
        <TagPickerList>
          {teams.length === 0 && members.length === 0 ? (
            <TagPickerOption value="no-results" text={t('recipients.noResults')}>
              {t('recipients.noResults')}
            </TagPickerOption>
          ) : null}
          {members.length > 0 ? (
            <TagPickerOptionGroup label={t('recipients.members')}>
              {members.map((member) => (
                <TagPickerOption
                  key={keyOf(member)}
                  value={keyOf(member)}
                  text={member.name}
                  media={
                    <Avatar
                      name={member.name}
                      image={member.avatarUrl ? { src: member.avatarUrl } : undefined}
                      color="colorful"
                      aria-hidden
                    />
                  }
                >
                  {member.name}
                </TagPickerOption>
              ))}
            </TagPickerOptionGroup>
          ) : null}
          {teams.length > 0 ? (
            <TagPickerOptionGroup label={t('recipients.teams')}>
              {teams.map((team) => (
                <TagPickerOption
                  key={keyOf(team)}
                  value={keyOf(team)}
                  text={team.name}
                  secondaryContent={t('recipients.teamMembers', { count: team.memberCount ?? 0 })}
                  media={<Avatar icon={<PeopleTeam20Regular />} shape="square" aria-hidden />}
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
