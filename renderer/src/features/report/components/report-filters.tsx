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
import { segmentKinds } from '#shared/constants';
import {
  customRangeProblem,
  type DateRangePreset,
  dateRangePresets,
  type ReportId,
  type ReportSegment,
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

/** A segment as an option's value: the kind, a tab (never in a kind), the value. */
const segmentOption = (segment: ReportSegment) => `${segment.kind}\t${segment.value}`;
const segmentOf = (option: string): ReportSegment => {
  const tab = option.indexOf('\t');
  return { kind: option.slice(0, tab) as ReportSegment['kind'], value: option.slice(tab + 1) };
};

/**
 * The view's filters: date range (the spec's presets or two days), teams, segments (HR record
 * values such as a department or location, as People filters by) and grouping. Each
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
  const { t } = useTranslation('report');
  const styles = useStyles();
  const teams = useQuery(reportQueries.teams());
  const isCustom = typeof view.range !== 'string';
  const [editing, setEditing] = useState(isCustom);
  const [from, setFrom] = useState(typeof view.range === 'string' ? (shown?.from ?? '') : view.range.from);
  const [to, setTo] = useState(typeof view.range === 'string' ? (shown?.to ?? '') : view.range.to);
  const problem = from && to ? customRangeProblem(from, to) : 'invalidDate';
  const teamNames = new Map((teams.data?.results ?? []).map((team) => [team.id, team.name]));
  const chosenTeams = view.teamIds.map((teamId) => teamNames.get(teamId) ?? '').filter(Boolean);
  const segments = useQuery(reportQueries.segments());
  const segmentName = (segment: ReportSegment) => `${t(`segmentKinds.${segment.kind}`)}: ${segment.value}`;
  // Every value in use, and the view's own even if no record holds it any more.
  const segmentOptions = segmentKinds.flatMap((kind) =>
    (segments.data?.[kind] ?? []).map((value) => ({ kind, value })),
  );
  for (const chosen of view.segments)
    if (
      !segmentOptions.some(
        (option) => option.kind === chosen.kind && option.value.toLowerCase() === chosen.value.toLowerCase(),
      )
    )
      segmentOptions.push(chosen);
  const chosenSegmentOptions = view.segments.map(
    (chosen) =>
      segmentOptions.find(
        (option) => option.kind === chosen.kind && option.value.toLowerCase() === chosen.value.toLowerCase(),
      ) ?? chosen,
  );

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
      <Field label={t('filters.segments')} className={styles.field}>
        <Dropdown
          multiselect
          placeholder={t('filters.allSegments')}
          value={view.segments.map(segmentName).join(', ')}
          selectedOptions={chosenSegmentOptions.map(segmentOption)}
          onOptionSelect={(_, data) => onChange({ ...view, segments: data.selectedOptions.map(segmentOf) })}
        >
          {segmentOptions.map((segment) => (
            <Option key={segmentOption(segment)} value={segmentOption(segment)}>
              {segmentName(segment)}
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
