import {
  Body1,
  Button,
  Combobox,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetFocus,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamQueries } from '../../../components/team-queries.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { maxTeamAmounts, type SourceInput, type SourceOutput } from '../model/source-form.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, listStyleType: 'none' },
  amount: { flexGrow: 1 },
  add: { maxWidth: '320px' },
  empty: { cursor: 'default', color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The teams whose members get another amount than the tenant-wide one (the largest of their teams
 * wins): a row per team with its amount, removed by its button, and a search to add one.
 */
export function TeamAmounts(props: {
  control: Control<SourceInput, unknown, SourceOutput>;
  register: UseFormRegister<SourceInput>;
  setFocus: UseFormSetFocus<SourceInput>;
  errors: FieldErrors<SourceInput>;
  disabled: boolean;
}) {
  const { control, register, errors, disabled } = props;
  const { t } = useTranslation('points');
  const styles = useStyles();
  const { fields, append, remove } = useFieldArray({ control, name: 'teams', keyName: 'key' });
  const values = useWatch({ control, name: 'teams' });
  const rootError = errors.teams?.message ?? errors.teams?.root?.message;
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('configure.teams.legend')}</legend>
      <Body1>{t('configure.teams.hint')}</Body1>
      {fields.length === 0 ? <Text>{t('configure.teams.none')}</Text> : null}
      <ul className={styles.rows} aria-label={t('configure.teams.legend')}>
        {fields.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <Field
              className={styles.amount}
              label={t('configure.teams.amount', { team: row.teamName })}
              required
              validationMessage={errors.teams?.[index]?.amount?.message}
            >
              <Input
                {...register(`teams.${index}.amount`)}
                value={values?.[index]?.amount ?? ''}
                inputMode="numeric"
                autoComplete="off"
                disabled={disabled}
              />
            </Field>
            {disabled ? null : (
              <Button
                icon={<DeleteRegular />}
                aria-label={t('configure.teams.remove', { team: row.teamName })}
                onClick={() => remove(index)}
              />
            )}
          </li>
        ))}
      </ul>
      {rootError ? (
        <Text role="alert" className={styles.error}>
          {rootError}
        </Text>
      ) : null}
      {disabled || fields.length >= maxTeamAmounts ? null : (
        <AddTeam
          exclude={new Set(fields.map((row) => row.teamId))}
          onAdd={(team) => {
            append({ teamId: team.id, teamName: team.name, amount: '' });
            // The new row's amount is what the person types next.
            setTimeout(() => props.setFocus(`teams.${fields.length}.amount`), 0);
          }}
        />
      )}
    </fieldset>
  );
}

/** The value of the empty-state line, never a team id. */
const noTeams = '';

/** Finds a team by typing its name (an organization may have hundreds) and adds it. */
function AddTeam(props: {
  exclude: ReadonlySet<string>;
  onAdd: (team: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const { data, isPending } = useQuery({ ...teamQueries.options(search), placeholderData: keepPreviousData });
  const options = (data?.results ?? []).filter((team) => !props.exclude.has(team.id));
  return (
    <Field label={t('configure.teams.add')} className={styles.add}>
      <Combobox
        freeform
        placeholder={t('configure.teams.addPlaceholder')}
        value={typed}
        selectedOptions={[]}
        onChange={(event) => setTyped(event.target.value)}
        onOptionSelect={(_, data) => {
          const team = options.find((option) => option.id === data.optionValue);
          if (!team) return;
          setTyped('');
          props.onAdd({ id: team.id, name: team.name });
        }}
      >
        {options.map((team) => (
          <Option key={team.id} value={team.id}>
            {team.name}
          </Option>
        ))}
        {options.length === 0 && !isPending ? (
          // The list says why it is empty; the sentence is not a choice.
          <Option value={noTeams} text="" aria-disabled="true" checkIcon={null} className={styles.empty}>
            {t('configure.teams.noTeams')}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
