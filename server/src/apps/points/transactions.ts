import { type SQL, sql } from 'drizzle-orm';
import type { PointsTransactionType, TransactionRecipient } from '#shared/contract/points';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberDisplays } from '../../kernel/member-displays.ts';
import { reversibleKind } from '../../kernel/points/adjustments.ts';

export type TransactionFilters = {
  typeIn?: PointsTransactionType[];
  accountTypeIn?: string[];
  memberId?: string;
  /** Days in the tenant's time zone, both inclusive. */
  from?: string;
  to?: string;
};

type Row = {
  id: string;
  account_id: string;
  account_type: TransactionRecipient['accountType'];
  member_id: string | null;
  budget_item_id: string | null;
  budget_item_name: string | null;
  amount: number;
  type: PointsTransactionType;
  reason: string | null;
  recognition_id: string | null;
  award_id: string | null;
  reversal_of: string | null;
  reversed_by: string | null;
  sender_id: string | null;
  created_at: string | Date;
};

/** The WHERE of the report: `t` is points_transactions, `a` its account. */
export function transactionWhere(tenantId: string, timeZone: string, filters: TransactionFilters): SQL {
  const parts: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  if (filters.typeIn?.length) parts.push(sql`t.type in ${filters.typeIn}`);
  if (filters.accountTypeIn?.length) parts.push(sql`a.type in ${filters.accountTypeIn}`);
  if (filters.memberId) parts.push(sql`a.member_id = ${filters.memberId}`);
  if (filters.from)
    parts.push(sql`t.created_at >= (${filters.from}::date)::timestamp at time zone ${timeZone}`);
  if (filters.to)
    parts.push(sql`t.created_at < (${filters.to}::date + 1)::timestamp at time zone ${timeZone}`);
  return sql.join(parts, sql` and `);
}

/** Ledger rows matching the filters, newest first, with who sent and who received them. */
export async function transactionRows(
  tx: Tx,
  where: SQL,
  page: { limit: number; offset: number } | null,
): Promise<Omit<TransactionRecipient, 'permissions'>[]> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select t.id, t.account_id, a.type as account_type, a.member_id, a.budget_item_id,
             bi.name as budget_item_name, t.amount, t.type, t.reason, t.recognition_id, t.award_id,
             t.reversal_of, t.created_at,
             coalesce(t.actor_member_id, rec.sender_id, e.member_id, aw.sender_id) as sender_id,
             (select r.id from points_transactions r
               where r.reversal_of = t.id and r.account_id = t.account_id limit 1) as reversed_by
        from points_transactions t
        join points_accounts a on a.id = t.account_id
        left join budget_items bi on bi.id = a.budget_item_id
        left join recognitions rec on rec.id = t.recognition_id
        left join recognition_endorsements e on e.id = t.endorsement_id
        left join awards aw on aw.id = t.award_id
       where ${where}
       order by t.created_at desc, t.id desc
       ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
  );
  const members = await memberDisplays(
    tx,
    rows.flatMap((row) => [row.member_id, row.sender_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    accountType: row.account_type,
    recipient: (row.member_id && members.get(row.member_id)) || null,
    budgetItem: row.budget_item_id ? { id: row.budget_item_id, name: row.budget_item_name ?? '' } : null,
    sender: (row.sender_id && members.get(row.sender_id)) || null,
    amount: Number(row.amount),
    type: row.type,
    reason: row.reason || null,
    recognitionId: row.recognition_id,
    awardId: row.award_id,
    reversalOf: row.reversal_of,
    reversedBy: row.reversed_by,
    reversible: row.reversed_by === null && reversibleKind({ type: row.type, amount: Number(row.amount) }),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
