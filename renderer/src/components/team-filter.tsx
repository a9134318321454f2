import { Combobox, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../lib/use-debounced.ts';
import { teamQueries } from './team-queries.ts';

const useStyles = makeStyles({
  field: { minWidth: '220px', flexGrow: 1, flexBasis: '220px' },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

/** The value of "All teams", never a team id. */
const allTeams = 'all';
/** The value of the empty-state line, never a team id. */
const noTeams = '';

/** One team or everyone; typing narrows the teams on the server (an organization may have hundreds). */
export function TeamFilter(props: { value: string | null; onChange: (teamId: string | null) => void }) {
  const { value, onChange } = props;
  const { t } = useTranslation('common');
  const styles = useStyles();
  // What the person types; null while they are not typing, so the field shows the chosen team.
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDebounced((typed ?? '').trim(), 250);
  const { data: teams, isPending } = useQuery({
    ...teamQueries.options(search),
    placeholderData: keepPreviousData,
  });
  const { data: chosen } = useQuery({ ...teamQueries.byId(value ?? ''), enabled: !!value });
  const options = teams?.results ?? [];
  const chosenName = value ? (options.find((team) => team.id === value)?.name ?? chosen?.name ?? '') : '';
  return (
    <Field label={t('teamFilter.label')} className={styles.field}>
      <Combobox
        freeform
        placeholder={t('teamFilter.all')}
        value={typed ?? chosenName}
        selectedOptions={[value ?? allTeams]}
        onChange={(event) => setTyped(event.target.value)}
        onOpenChange={(_, data) => {
          if (!data.open) setTyped(null);
        }}
        onOptionSelect={(_, data) => {
          if (data.optionValue === noTeams || data.optionValue === undefined) return;
          setTyped(null);
          onChange(data.optionValue === allTeams ? null : data.optionValue);
        }}
      >
        {search ? null : <Option value={allTeams}>{t('teamFilter.all')}</Option>}
        {options.map((team) => (
          <Option key={team.id} value={team.id}>
            {team.name}
          </Option>
        ))}
        {options.length === 0 && !isPending && search ? (
          // The list says why it is empty; the sentence is not a choice.
          <Option value={noTeams} text="" aria-disabled="true" checkIcon={null} className={styles.empty}>
            {t('teamFilter.noTeamsFound')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
