import { Combobox, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimelineItemType, timelineItemTypes } from '#shared/constants';
import { type TimelineFilters, timelineQueries } from '../api/timeline-queries.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { minWidth: '220px', flexGrow: 1 },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

/** The value of the empty-state line in the teams list, never a team id. */
const noTeams = '';

/** teamIdIn and itemTypeIn (001 §2): changing either starts the feed over from its first page. */
export const TimelineFiltersBar = memo(function TimelineFiltersBar(props: {
  value: TimelineFilters;
  onChange: (next: TimelineFilters) => void;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('home');
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: teams = [], isPending } = useQuery({
    ...timelineQueries.teams(deferred),
    placeholderData: keepPreviousData,
  });
  const names = useRef(new Map<string, string>());
  for (const team of teams) names.current.set(team.id, team.name);
  const typeLabel = (type: TimelineItemType) => t(`filters.type.${type}`);
  const selectedTeams = value.teamIdIn.map((id) => names.current.get(id) ?? '').filter(Boolean);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search-style filter bar, not a form to submit
    <div className={styles.root} role="group" aria-label={t('filters.label')}>
      <Field label={t('filters.types')} className={styles.field}>
        <Dropdown
          multiselect
          selectedOptions={value.itemTypeIn}
          value={value.itemTypeIn.map(typeLabel).join(', ')}
          onOptionSelect={(_, data) =>
            onChange({ ...value, itemTypeIn: data.selectedOptions as TimelineItemType[] })
          }
        >
          {timelineItemTypes.map((type) => (
            <Option key={type} value={type}>
              {typeLabel(type)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('filters.teams')} className={styles.field}>
        <Combobox
          multiselect
          freeform
          placeholder={selectedTeams.length ? selectedTeams.join(', ') : t('filters.teamsPlaceholder')}
          selectedOptions={value.teamIdIn}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onOptionSelect={(_, data) => {
            if (data.optionValue === noTeams) return;
            setSearch('');
            onChange({ ...value, teamIdIn: data.selectedOptions.filter((id) => id !== noTeams) });
          }}
        >
          {teams.map((team) => (
            <Option key={team.id} value={team.id}>
              {team.name}
            </Option>
          ))}
          {teams.length === 0 && !isPending ? (
            // An open list says why it is empty; the sentence is not a choice (Fluent's own
            // "no matches" pattern: a disabled-for-assistive-technology option).
            <Option value={noTeams} text="" aria-disabled="true" checkIcon={null} className={styles.empty}>
              {deferred ? t('filters.noTeamsFound') : t('filters.noTeams')}
            </Option>
          ) : null}
        </Combobox>
      </Field>
    </div>
  );
});
