import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customRangeProblem,
  type DateRangePreset,
  dateRangePresets,
  type ReportId,
  type ReportView,
  reportGroupings,
} from '#shared/contract/report';
import { reportQueries } from '../api/report-queries.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'flex-end',
  },
  field: { minWidth: '200px' },
  day: { width: '170px' },
});

const custom = 'custom';

/**
 * The view's filters: date range (the spec's presets or two days), teams and grouping. Each
 * change goes into the address (the page navigates), so a copied link opens the same view.
 */
export function ReportFilters(props: {
  id: ReportId;
  view: ReportView;
  /** The days the shown report covers (a custom range starts from them). */
  shown: { from: string; to: string } | undefined;
  onChange: (view: ReportView) => void;
}) {
  const { id, view, shown, onChange } = props;
  const { t } = useTranslation('reports');
  const styles = useStyles();
  const teams = useQuery(reportQueries.teams());
  const isCustom = typeof view.range !== 'string';
  const [editing, setEditing] = useState(isCustom);
  const [from, setFrom] = useState(typeof view.range === 'string' ? (shown?.from ?? '') : view.range.from);
  const [to, setTo] = useState(typeof view.range === 'string' ? (shown?.to ?? '') : view.range.to);
  const problem = from && to ? customRangeProblem(from, to) : 'invalidDate';
  const teamNames = new Map((teams.data?.results ?? []).map((team) => [team.id, team.name]));
  const chosenTeams = view.teamIds.map((teamId) => teamNames.get(teamId) ?? '').filter(Boolean);

  return (
    <div className={styles.bar}>
      <Field label={t('filters.range')} className={styles.field}>
        <Select
          value={editing ? custom : (view.range as string)}
          onChange={(_, data) => {
            if (data.value === custom) {
              setFrom(shown?.from ?? from);
              setTo(shown?.to ?? to);
              setEditing(true);
              return;
            }
            setEditing(false);
            onChange({ ...view, range: data.value as DateRangePreset });
          }}
        >
          {dateRangePresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </option>
          ))}
          <option value={custom}>{t('presets.custom')}</option>
        </Select>
      </Field>
      {editing ? (
        <>
          <Field label={t('filters.from')} className={styles.day}>
            <Input type="date" value={from} onChange={(_, data) => setFrom(data.value)} />
          </Field>
          <Field
            label={t('filters.to')}
            className={styles.day}
            validationMessage={from && to && problem ? t(`rangeProblems.${problem}`) : undefined}
          >
            <Input type="date" value={to} onChange={(_, data) => setTo(data.value)} />
          </Field>
          <Button disabled={problem !== null} onClick={() => onChange({ ...view, range: { from, to } })}>
            {t('filters.apply')}
          </Button>
        </>
      ) : null}
      <Field label={t('filters.teams')} className={styles.field}>
        <Dropdown
          multiselect
          placeholder={t('filters.allTeams')}
          value={chosenTeams.join(', ')}
          selectedOptions={view.teamIds}
          onOptionSelect={(_, data) => onChange({ ...view, teamIds: data.selectedOptions })}
        >
          {(teams.data?.results ?? []).map((team) => (
            <Option key={team.id} value={team.id}>
              {team.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('filters.groupBy')} className={styles.field}>
        <Select value={view.groupBy} onChange={(_, data) => onChange({ ...view, groupBy: data.value })}>
          {reportGroupings[id].map((grouping) => (
            <option key={grouping} value={grouping}>
              {t(`groupings.${grouping}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
