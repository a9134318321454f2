import type { Tx } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema.ts';

/** Acme's manual teams and who is in them (issue 12's demo data). */
export const demoTeams = [
  { name: 'Engineering', description: 'Builds and runs the product.', members: ['max', 'eve', 'sam'] },
  { name: 'People Operations', description: 'Hiring, onboarding and everything people.', members: ['ada'] },
] as const;

export async function seedDemoTeams(tx: Tx, tenantIds: Map<string, string>, memberIds: Map<string, string>) {
  const tenantId = tenantIds.get('acme') as string;
  for (const demo of demoTeams) {
    const [team] = await tx
      .insert(teams)
      .values({ tenantId, name: demo.name, description: demo.description, type: 'manual' })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values(
      demo.members.map((name) => ({
        tenantId,
        teamId: team?.id as string,
        memberId: memberIds.get(`acme:${name}@acme.test`) as string,
      })),
    );
  }
}
