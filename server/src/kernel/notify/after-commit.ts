import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Services } from '../../services.ts';

const firstWaitMs = 10;
const longestWaitMs = 1000;
const giveUpAfterMs = 120_000;

/** One wait per open transaction, however many messages it notifies. */
const waiting = new WeakMap<Db, Map<string, Promise<boolean>>>();

/**
 * Resolves true once transaction `xid` has committed, false if it rolled back. Asked from outside
 * the transaction (on PGlite that query waits for it; on PostgreSQL it polls with back-off), so
 * work that must only follow a commit needs no hook in the code that opened the transaction.
 */
export function afterCommit(services: Services, xid: string): Promise<boolean> {
  if (!/^\d+$/.test(xid)) return Promise.resolve(false);
  let open = waiting.get(services.db);
  if (!open) {
    open = new Map();
    waiting.set(services.db, open);
  }
  const known = open.get(xid);
  if (known) return known;
  const outcome = pollStatus(services, xid).finally(() => open.delete(xid));
  open.set(xid, outcome);
  return outcome;
}

async function pollStatus(services: Services, xid: string): Promise<boolean> {
  const started = Date.now();
  let wait = firstWaitMs;
  for (;;) {
    const [row] = rowsOf<{ status: string | null }>(
      await services.db.execute(sql`select pg_xact_status(${xid}::xid8) as status`),
    );
    if (row?.status === 'committed') return true;
    if (row?.status !== 'in progress') return false;
    if (Date.now() - started > giveUpAfterMs) {
      services.log.warn({ xid }, 'transaction still open; web push not sent');
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, longestWaitMs);
  }
}
