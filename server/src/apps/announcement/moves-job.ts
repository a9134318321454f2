import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Services } from '../../services.ts';
import { activateScheduled, archiveActive } from './delivery.ts';

type Move = { announcement_id: string; kind: 'publish' | 'archive'; tenant_id: string };

/**
 * Carries out one due lifecycle move, if any. The move row is claimed with `for update skip
 * locked` and deleted in the same transaction as the conditional status update, so however many
 * sweeps run at once (instances, retries, a restart), an announcement goes live once and archives
 * once. Publishing sorts before archiving at the same moment. Returns whether a move was handled.
 */
export async function runNextMove(services: Services): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const [move] = rowsOf<Move>(
      await tx.execute(
        sql`select announcement_id, kind, tenant_id from announcement_moves where run_at <= ${services.now()}
            order by run_at, kind desc for update skip locked limit 1`,
      ),
    );
    if (!move) return false;
    await tx.execute(
      sql`select set_config('app.tenant_id', ${move.tenant_id}, true), set_config('app.user_id', '', true)`,
    );
    await tx.execute(
      sql`delete from announcement_moves where announcement_id = ${move.announcement_id} and kind = ${move.kind}`,
    );
    if (move.kind === 'publish') await activateScheduled(services, tx, move.announcement_id);
    else
      await archiveActive(services, tx, move.announcement_id, { tenantId: move.tenant_id, memberId: null });
    return true;
  });
}

/** The announcement lifecycle sweep: every move that is due now. Returns how many it handled. */
export async function runDueAnnouncementMoves(services: Services): Promise<number> {
  let count = 0;
  while (await runNextMove(services)) count += 1;
  return count;
}
