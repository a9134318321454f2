import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type AllocationSource, type AllocationSourceUpdate, resetFrequency } from '#shared/contract/points';
import { pointsInput, teamPointsInput } from './points-forms.ts';

/** The contract's limit on teams with their own amount. */
export const maxTeamAmounts = 100;

/**
 * An allocation source's form: the tenant-wide amount and frequency, and (the allocation only)
 * the teams whose members get another amount, each amount as typed.
 */
export const sourceForm = (t: TFunction) =>
  z.object({
    enabled: z.boolean(),
    amount: pointsInput(t, 0),
    resetFrequency,
    teams: z
      .array(z.object({ teamId: z.string(), teamName: z.string(), amount: teamPointsInput(t) }))
      .max(maxTeamAmounts),
  });
export type SourceInput = z.input<ReturnType<typeof sourceForm>>;
export type SourceOutput = z.output<ReturnType<typeof sourceForm>>;

/** Only the allocation and the banks' top-up repeat; celebration points come once per occasion. */
export const repeats = (source: AllocationSource['id']) => source === 'allocation' || source === 'pointsBank';

/**
 * Teams get their own amount of the allocation and of the celebration points; the banks' top-up
 * is the same for every bank (docs/points.md).
 */
export const hasTeamAmounts = (source: AllocationSource['id']) => source !== 'pointsBank';

export function sourceFormValues(source: AllocationSource): SourceInput {
  return {
    enabled: source.enabled,
    amount: String(source.amount),
    resetFrequency: source.resetFrequency,
    teams: source.teams.map((team) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      amount: String(team.amount),
    })),
  };
}

/** The PUT body: a source without team amounts keeps the teams it has (none, as the server allows). */
export function sourceUpdateOf(source: AllocationSource, values: SourceOutput): AllocationSourceUpdate {
  return {
    enabled: values.enabled,
    amount: values.amount,
    resetFrequency: repeats(source.id) ? values.resetFrequency : source.resetFrequency,
    teams: hasTeamAmounts(source.id)
      ? values.teams.map(({ teamId, amount }) => ({ teamId, amount }))
      : source.teams.map(({ teamId, amount }) => ({ teamId, amount })),
  };
}
