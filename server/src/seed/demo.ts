import { eq, sql } from 'drizzle-orm';
import { newDomainToken } from '../apps/identity/email-domains/domains.ts';
import { hashPassword } from '../apps/identity/passwords.ts';
import type { MediaStorage } from '../apps/media/storage.ts';
import type { Db } from '../db/client.ts';
import {
  media,
  onboardingChecklistItems,
  tenantEmailDomains,
  tenantMembers,
  tenants,
  users,
} from '../db/schema.ts';
import { demoAccounts, demoPassword, demoTenants } from './demo-accounts.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoAwards } from './demo-awards.ts';
import { seedDemoCards } from './demo-cards.ts';
import { seedDemoCelebrations } from './demo-celebrations.ts';
import { seedDemoCheckIns } from './demo-check-ins.ts';
import { seedDemoIncentives } from './demo-incentives.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoRecognition } from './demo-recognition.ts';
import { seedDemoResources } from './demo-resources.ts';
import { seedDemoRewards } from './demo-rewards.ts';
import { seedDemoStaffRecords } from './demo-staff-records.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoTv } from './demo-tv.ts';
import { bannerSvg, logoSvg } from './logos.ts';

export { demoAccounts, demoPassword, demoTenants } from './demo-accounts.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return (row?.count ?? 0) === 0;
}

/** Creates the demo tenants, accounts and memberships. Runs as the owner, in one transaction. */
export async function seedDemo(db: Db, storage: MediaStorage): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const tenantIds = new Map<string, string>();
    for (const [key, demo] of Object.entries(demoTenants)) {
      const [logo] = await tx
        .insert(media)
        .values({
          kind: 'image',
          contentType: 'image/svg+xml',
          variants: { original: `seed/${demo.slug}/logo.svg`, logo: `seed/${demo.slug}/logo.svg` },
        })
        .returning();
      const [banner] = await tx
        .insert(media)
        .values({
          kind: 'image',
          contentType: 'image/svg+xml',
          variants: { original: `seed/${demo.slug}/banner.svg`, banner: `seed/${demo.slug}/banner.svg` },
        })
        .returning();
      await storage.put(`seed/${demo.slug}/logo.svg`, Buffer.from(logoSvg(demo.name, demo.color)));
      await storage.put(`seed/${demo.slug}/banner.svg`, Buffer.from(bannerSvg(demo.color)));
      const [tenant] = await tx
        .insert(tenants)
        .values({
          slug: demo.slug,
          name: demo.name,
          plan: demo.plan,
          logoMediaId: logo?.id,
          bannerMediaId: banner?.id,
        })
        .returning();
      if (!tenant) throw new Error('seed: tenant not created');
      tenantIds.set(key, tenant.id);
      // Each demo organization owns its mail domain, as if its DNS record had been checked.
      await tx.insert(tenantEmailDomains).values({
        tenantId: tenant.id,
        domain: demo.emailDomain,
        verificationToken: newDomainToken(),
        verifiedAt: new Date(),
      });
      await tx
        .update(media)
        .set({ tenantId: tenant.id })
        .where(sql`${media.id} in (${logo?.id}, ${banner?.id})`);
    }

    const memberIds = new Map<string, string>();
    for (const account of demoAccounts) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash,
        })
        .returning();
      if (!user) throw new Error('seed: user not created');
      for (const membership of account.memberships) {
        const tenantId = tenantIds.get(membership.tenant) as string;
        const [member] = await tx
          .insert(tenantMembers)
          .values({
            tenantId,
            userId: user.id,
            firstName: account.firstName,
            lastName: account.lastName,
            email: account.email,
            role: membership.role,
            invitationStatus: 'joined',
            publicStaffProfile: { jobTitle: account.jobTitle },
          })
          .returning();
        memberIds.set(`${membership.tenant}:${account.email}`, member?.id as string);
      }
    }
    for (const account of demoAccounts) {
      for (const membership of account.memberships) {
        if (!membership.managerEmail) continue;
        await tx
          .update(tenantMembers)
          .set({ managerId: memberIds.get(`${membership.tenant}:${membership.managerEmail}`) })
          .where(eq(tenantMembers.id, memberIds.get(`${membership.tenant}:${account.email}`) as string));
      }
    }
    await seedDemoStaffRecords(tx, tenantIds);
    // Acme has imported its people already; its setup guide starts one item in.
    await tx
      .insert(onboardingChecklistItems)
      .values({ tenantId: tenantIds.get('acme') as string, itemAlias: 'importUsers', completed: true });
    await seedDemoTeams(tx, tenantIds, memberIds);
    await seedDemoAwards(tx, tenantIds, memberIds);
    await seedDemoIncentives(tx, tenantIds, memberIds);
    const recognitionIds = await seedDemoRecognition(tx, tenantIds, memberIds);
    await seedDemoNotifications(tx, tenantIds, memberIds, recognitionIds);
    await seedDemoTv(tx, tenantIds, memberIds);
    await seedDemoAnnouncements(tx, tenantIds, memberIds);
    await seedDemoResources(tx, tenantIds, memberIds);
    await seedDemoCelebrations(tx, tenantIds);
    await seedDemoCheckIns(tx, tenantIds, memberIds);
    await seedDemoCards(tx, storage, tenantIds, memberIds);
    await seedDemoRewards(tx, tenantIds, memberIds);
  });
}
