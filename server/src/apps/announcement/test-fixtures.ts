import { sql } from 'drizzle-orm';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { startRecognitionApp, type Who } from '../recognition/test-fixtures.ts';

export type AnnouncementApp = Awaited<ReturnType<typeof startAnnouncementApp>>;

/**
 * The demo data signed in, on a clock the test moves (services.now): `advance(ms)` is time
 * passing for every instance of the app, requests and sweeps alike.
 */
export async function startAnnouncementApp() {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const r = await startRecognitionApp({ now });
  const advance = (ms: number) => {
    offset += ms;
  };
  const create = (who: Who, body: Record<string, unknown>) =>
    r.api(who, 'POST', '/announcement/announcements', { title: 'Town hall', body: '<p>Hello</p>', ...body });
  const patch = (who: Who, id: string, body: Record<string, unknown>) =>
    r.api(who, 'PATCH', `/announcement/announcements/${id}`, body);
  /** Reads as the tenant (no member), for counts a test checks. */
  const count = async (query: ReturnType<typeof sql>, host: 'acme' | 'globex' = 'acme') => {
    const [row] = await inTenant(r.t.services.db, { tenantId: r.tenantIds[host], userId: null }, async (tx) =>
      rowsOf<{ count: number }>(await tx.execute(query)),
    );
    return Number(row?.count ?? 0);
  };
  const activeMembers = () =>
    count(
      sql`select count(*)::int as count from tenant_members where suspended_at is null and invitation_status <> 'archived'`,
    );
  return { ...r, now, advance, create, patch, count, activeMembers };
}
