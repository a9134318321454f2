import { sql } from 'drizzle-orm';
import type { MemberBalance } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { ensureAccounts } from '../../kernel/points/ledger.ts';

export type BalanceQuery = {
  search?: string;
  sorting: '-redeemable' | 'redeemable' | 'name' | '-name';
  limit: number;
  offset: number;
};

type Row = {
  member_id: string;
  redeemable_id: string | null;
  redeemable: number | null;
  all_time_received: number | null;
  allocation_id: string | null;
  allocation: number | null;
  locked_at: string | Date | null;
};

const orderOf = {
  '-redeemable': sql`coalesce(r.balance, 0) desc, m.last_name, m.first_name, m.id`,
  redeemable: sql`coalesce(r.balance, 0), m.last_name, m.first_name, m.id`,
  name: sql`m.last_name, m.first_name, m.id`,
  '-name': sql`m.last_name desc, m.first_name desc, m.id`,
} as const;

const select = (
  tx: Tx,
  where: ReturnType<typeof sql>,
  query: Pick<BalanceQuery, 'sorting'> & { limit?: number; offset?: number },
) =>
  tx.execute(sql`
    select m.id as member_id, r.id as redeemable_id, r.balance as redeemable,
           r.all_time_received, al.id as allocation_id, al.balance as allocation, r.locked_at
      from tenant_members m
      left join points_accounts r on r.member_id = m.id and r.type = 'redeemable'
      left join points_accounts al on al.member_id = m.id and al.type = 'allocation'
     where m.invitation_status <> 'archived' and ${where}
     order by ${orderOf[query.sorting]}
     ${query.limit !== undefined ? sql`limit ${query.limit} offset ${query.offset ?? 0}` : sql``}`);

/** Members (not archived) with their redeemable and allocation balances; accounts are made for any who lack them. */
export async function memberBalances(
  tx: Tx,
  tenantId: string,
  query: Partial<BalanceQuery> & Pick<BalanceQuery, 'sorting'>,
): Promise<Omit<MemberBalance, 'permissions'>[]> {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern
    ? sql`(m.first_name || ' ' || m.last_name ilike ${pattern} or m.email ilike ${pattern})`
    : sql`true`;
  let rows = rowsOf<Row>(await select(tx, where, query));
  const missing = rows.filter((row) => !row.redeemable_id || !row.allocation_id).map((row) => row.member_id);
  if (missing.length > 0) {
    await ensureAccounts(tx, tenantId, missing);
    rows = rowsOf<Row>(await select(tx, where, query));
  }
  const members = await memberDisplays(
    tx,
    rows.map((row) => row.member_id),
  );
  return rows.flatMap((row) => {
    const member = members.get(row.member_id);
    if (!member || !row.redeemable_id || !row.allocation_id) return [];
    return [
      {
        member,
        accountId: row.redeemable_id,
        redeemable: Number(row.redeemable ?? 0),
        allTimeReceived: Number(row.all_time_received ?? 0),
        allocation: Number(row.allocation ?? 0),
        allocationAccountId: row.allocation_id,
        lockedAt: row.locked_at ? new Date(row.locked_at).toISOString() : null,
      },
    ];
  });
}

/** What all members hold to redeem. */
export async function redeemableTotalOf(
  tx: Tx,
  tenantId: string,
): Promise<{ total: number; memberCount: number }> {
  const [row] = rowsOf<{ total: number; members: number }>(
    await tx.execute(sql`
      select coalesce(sum(balance), 0)::bigint as total, count(*) filter (where balance > 0)::int as members
        from points_accounts where type = 'redeemable' and tenant_id = ${tenantId}`),
  );
  return { total: Number(row?.total ?? 0), memberCount: Number(row?.members ?? 0) };
}
