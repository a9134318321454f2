import { Combobox, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { peopleAdminQueries } from '../api/people-admin-queries.ts';

const useStyles = makeStyles({
  field: { minWidth: '200px', flexGrow: 1, flexBasis: '200px' },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
});

const allTeams = 'all';
const noTeams = '';

/** Members of one team, or of any; typing narrows the teams on the server. */
export function TeamFilter(props: { value: string | null; onChange: (teamId: string | null) => void }) {
  const { value, onChange } = props;
  const { t } = useTranslation('people-admin');
  const styles = useStyles();
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDebounced((typed ?? '').trim(), 250);
  const { data: teams, isPending } = useQuery({
    ...peopleAdminQueries.teamOptions(search),
    placeholderData: keepPreviousData,
  });
  const { data: chosen } = useQuery({ ...peopleAdminQueries.team(value ?? ''), enabled: !!value });
  const options = teams?.results ?? [];
  const chosenName = value ? (options.find((team) => team.id === value)?.name ?? chosen?.name ?? '') : '';
  return (
    <Field label={t('users.team')} className={styles.field}>
      <Combobox
        freeform
        placeholder={t('users.allTeams')}
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
        {search ? null : <Option value={allTeams}>{t('users.allTeams')}</Option>}
        {options.map((team) => (
          <Option key={team.id} value={team.id}>
            {team.name}
          </Option>
        ))}
        {options.length === 0 && !isPending && search ? (
          <Option value={noTeams} text="" aria-disabled="true" checkIcon={null} className={styles.empty}>
            {t('users.noTeamsFound')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
