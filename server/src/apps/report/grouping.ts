import { type PeriodGrouping, periodGroupings } from '#shared/contract/report';

export const isPeriodGrouping = (value: string): value is PeriodGrouping =>
  (periodGroupings as readonly string[]).includes(value);
