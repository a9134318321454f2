import { Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '#shared/contract/celebration';
import { useDates } from '../../../lib/use-dates.ts';
import { celebrationQueries } from '../api/celebration-queries.ts';
import { addMonths, type Day, monthEnd, monthStart, monthWeeks } from './calendar-days.ts';
import { EntryCardLink } from './entry-card-link.tsx';
import { entryLabel } from './entry-label.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  month: { minWidth: '160px', textAlign: 'center' },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  head: { padding: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
  cell: {
    verticalAlign: 'top',
    height: '88px',
    padding: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  today: { backgroundColor: tokens.colorBrandBackground2 },
  number: { display: 'block', color: tokens.colorNeutralForeground2 },
  entries: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    overflowWrap: 'anywhere',
    '& > li': { display: 'flex', flexDirection: 'column' },
  },
});

/**
 * A month of celebrations as a table of weeks from the organization's first day of the week; the
 * buttons move a month back or on.
 */
export function MonthView(props: { month: Day; onMonth: (month: Day) => void; teamId: string | null }) {
  const { month, onMonth, teamId } = props;
  const { t } = useTranslation('celebration');
  const dates = useDates();
  const styles = useStyles();
  const captionId = useId();
  const from = monthStart(month);
  const calendar = useQuery(celebrationQueries.calendar(from, monthEnd(month), teamId));
  const byDay = useMemo(() => {
    const map = new Map<Day, CalendarEntry[]>();
    for (const entry of calendar.data?.results ?? []) {
      map.set(entry.celebratedOn, [...(map.get(entry.celebratedOn) ?? []), entry]);
    }
    return map;
  }, [calendar.data]);
  const monthName = dates.dayParts(from, { month: 'long', year: 'numeric' });

  return (
    <>
      <div className={styles.bar}>
        <Button
          icon={<ChevronLeft20Regular />}
          aria-label={t('month.previous')}
          onClick={() => onMonth(addMonths(month, -1))}
        />
        <Text id={captionId} className={styles.month} weight="semibold" aria-live="polite">
          {monthName}
        </Text>
        <Button
          icon={<ChevronRight20Regular />}
          aria-label={t('month.next')}
          onClick={() => onMonth(addMonths(month, 1))}
        />
      </div>
      {calendar.isError ? <Text role="alert">{t('loadFailed')}</Text> : null}
      {calendar.isPending ? <Spinner label={t('loading')} /> : null}
      <table className={styles.table} aria-labelledby={captionId}>
        <thead>
          <tr>
            {dates.weekdays().map((name) => (
              <th key={name} scope="col" className={styles.head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, dates.weekStart).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day}
                    className={mergeClasses(styles.cell, day === calendar.data?.today && styles.today)}
                    aria-current={day === calendar.data?.today ? 'date' : undefined}
                  >
                    <span className={styles.number}>{Number(day.slice(8))}</span>
                    {byDay.get(day)?.length ? (
                      <ul className={styles.entries} aria-label={dates.day(day, 'long')}>
                        {byDay.get(day)?.map((entry) => (
                          <li key={entry.id}>
                            <Text size={200}>{entryLabel(entry, t)}</Text>
                            {calendar.data ? (
                              <EntryCardLink entry={entry} today={calendar.data.today} />
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to key on
                  <td key={`blank-${i}`} className={styles.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
