import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { recognitions, scheduledPublications } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { notifyPublished } from './notify-published.ts';
import { publishDraft } from './publish.ts';

const retryDelayMs = 5 * 60_000;
const maxAttempts = 5;

type Job = { recognition_id: string; tenant_id: string; attempts: number };

/**
 * Publishes one due scheduled recognition, if any. The job row is claimed with
 * `FOR UPDATE SKIP LOCKED`, so several instances never take the same one, and the draft flips
 * to published by a conditional update in the same transaction: it is published exactly once
 * even if the job were seen twice. A job survives restarts because it lives in the database.
 * Returns whether a job was handled.
 */
export async function publishNextDue(services: Services): Promise<boolean> {
  let failed: Job | null = null;
  const handled = await services.db.transaction(async (tx) => {
    const [job] = rowsOf<Job>(
      await tx.execute(
        sql`select recognition_id, tenant_id, attempts from scheduled_publications where run_at <= ${services.now()} order by run_at for update skip locked limit 1`,
      ),
    );
    if (!job) return false;
    await tx.execute(
      sql`select set_config('app.tenant_id', ${job.tenant_id}, true), set_config('app.user_id', '', true)`,
    );
    const [row] = await tx.select().from(recognitions).where(eq(recognitions.id, job.recognition_id));
    if (row?.status !== 'draft') {
      await tx
        .delete(scheduledPublications)
        .where(eq(scheduledPublications.recognitionId, job.recognition_id));
      return true;
    }
    try {
      // Nobody is there to confirm adjustments: the send goes out with the adjusted amounts.
      await tx.transaction(async (savepoint) => {
        const published = await publishDraft(savepoint, row, { ignoreExceptions: true, now: services.now() });
        if (published) await notifyPublished(services, savepoint, published.row, published.recipients);
      });
    } catch (err) {
      services.log.warn({ err, recognitionId: row.id }, 'scheduled recognition not published');
      failed = job;
    }
    return true;
  });
  if (failed) await postpone(services, failed);
  return handled;
}

/** A send that failed (the sender's account locked, say) is tried again later, a few times. */
async function postpone(services: Services, job: Job): Promise<void> {
  const where = eq(scheduledPublications.recognitionId, job.recognition_id);
  if (job.attempts + 1 >= maxAttempts) {
    await services.db.delete(scheduledPublications).where(where);
    return;
  }
  await services.db
    .update(scheduledPublications)
    .set({ attempts: job.attempts + 1, runAt: new Date(services.now().getTime() + retryDelayMs) })
    .where(where);
}

/** Publishes every job that is due now; returns how many were handled. */
export async function publishDue(services: Services): Promise<number> {
  let count = 0;
  while (await publishNextDue(services)) count += 1;
  return count;
}
