import { eq, sql } from 'drizzle-orm';
import { inTenant, type Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { tenantMembers } from '../../db/schema.ts';
import { startRecognitionApp, type Who } from '../recognition/test-fixtures.ts';

export type AwardApp = Awaited<ReturnType<typeof startAwardApp>>;

/** The demo data with the award helpers: seeded type ids, a bank's balance, direct member edits. */
export async function startAwardApp(options: Parameters<typeof startRecognitionApp>[0] = {}) {
  const app = await startRecognitionApp(options);
  const { api, ids, t, tenantIds } = app;
  const types = (await api('ada', 'GET', '/award/awardTypes?pageSize=100')).json().results as {
    id: string;
    name: string;
    budgetItemId: string | null;
  }[];
  const spot = types.find((type) => type.name === 'Spot award');
  const quarter = types.find((type) => type.name === 'Employee of the quarter');
  if (!spot || !quarter) throw new Error('demo award types missing');
  const bankId = spot.budgetItemId as string;

  /** Runs `fn` inside Acme's guarded transaction (the app role). */
  const inAcme = <T>(fn: (tx: Tx) => Promise<T>) =>
    inTenant(t.services.db, { tenantId: tenantIds.acme, userId: null }, fn);

  const bankBalance = async (id = bankId) =>
    inAcme(async (tx) => {
      const [row] = rowsOf<{ balance: number }>(
        await tx.execute(sql`select balance from points_accounts where budget_item_id = ${id}::uuid`),
      );
      return Number(row?.balance ?? -1);
    });

  const setMember = (who: Who, values: Partial<typeof tenantMembers.$inferInsert>) =>
    inAcme((tx) => tx.update(tenantMembers).set(values).where(eq(tenantMembers.id, ids[who])));

  /** A point bank with `amount` points. */
  const createBank = async (amount: number, name = `Bank ${Math.random()}`) => {
    const response = await api('ada', 'POST', '/points/budgetItems', { name, amount });
    if (response.statusCode !== 201) throw new Error(`bank: ${response.body}`);
    return response.json().id as string;
  };

  /** An award type; its fields override a plain, unlocked 10-point type on the demo bank. */
  const createType = async (body: Record<string, unknown> = {}) => {
    const response = await api('ada', 'POST', '/award/awardTypes', {
      name: `Type ${Math.random()}`,
      points: 10,
      budgetItemId: bankId,
      ...body,
    });
    if (response.statusCode !== 201) throw new Error(`type: ${response.body}`);
    return response.json().id as string;
  };

  const sendAward = (who: Who, body: Record<string, unknown>) =>
    api(who, 'POST', '/award/awards', {
      awardTypeId: spot.id,
      amount: 50,
      message: '<p>Well done!</p>',
      ...body,
    });

  return {
    ...app,
    spotId: spot.id,
    quarterId: quarter.id,
    bankId,
    bankBalance,
    setMember,
    createBank,
    createType,
    sendAward,
    inAcme,
  };
}
