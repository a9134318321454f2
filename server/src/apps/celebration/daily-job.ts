import { onboardingAfterDays } from '#shared/contract/celebration';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/client.ts';
import { type NotifyInput, notifyAll } from '../../kernel/notify/notify.ts';
import { forEachTenant } from '../../kernel/tenants.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { type CelebrationEvent, celebrateDay, lastCelebratedDay } from './daily.ts';
import { addDays, type Day, daysBetween, todayIn } from './dates.ts';
import { celebrationMails } from './day-mails.ts';
import { celebrationKinds } from './notification-kinds.ts';

/** After downtime the job catches up at most this many days (today included); older ones are skipped. */
export const catchUpDays = 31;

/** The bell's kind of an event: the one with its points when it brought any. */
function meaningOf(event: CelebrationEvent) {
  const { points } = event;
  switch (event.kind) {
    case 'birthday':
      return points > 0 ? celebrationKinds.birthdayPoints.of({ points }) : celebrationKinds.birthday.of({});
    case 'anniversary':
      return points > 0
        ? celebrationKinds.anniversaryPoints.of({ points })
        : celebrationKinds.anniversary.of({});
    case 'welcome':
      return points > 0 ? celebrationKinds.welcomePoints.of({ points }) : celebrationKinds.welcome.of({});
    case 'onboarding':
      return points > 0
        ? celebrationKinds.onboardingPoints.of({ days: onboardingAfterDays, points })
        : celebrationKinds.onboarding.of({ days: onboardingAfterDays });
  }
}

/** The celebrated member hears of it in the bell, in the day's transaction. */
function notifications(tenantId: string, events: CelebrationEvent[]): NotifyInput[] {
  return events.map((event) => ({
    tenantId,
    memberId: event.memberId,
    fromMemberId: null,
    ...meaningOf(event),
    resourcePath: '/celebrate/calendar',
  }));
}

/** The days a tenant still has to celebrate, oldest first: after the last done, up to today. */
export function dueDays(last: Day | null, today: Day): Day[] {
  // The first run celebrates today only: a new tenant is not showered with last month's birthdays.
  let start = last ? addDays(last, 1) : today;
  if (daysBetween(start, today) >= catchUpDays) start = addDays(today, -(catchUpDays - 1));
  const days: Day[] = [];
  for (let day = start; daysBetween(day, today) >= 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** One tenant's due days, each in its own guarded transaction; returns the events made. */
export async function celebrateTenant(
  services: Services,
  tenant: { id: string; timeZone: string },
): Promise<number> {
  const scope = { tenantId: tenant.id, userId: null };
  const today = todayIn(tenant.timeZone, services.now());
  const last = await inTenant(services.db, scope, (tx: Tx) => lastCelebratedDay(tx, tenant.id));
  let made = 0;
  for (const day of dueDays(last, today)) {
    const mails: Mail[] = [];
    made += await inTenant(services.db, scope, async (tx) => {
      const events = await celebrateDay(tx, tenant.id, day);
      if (!events) return 0;
      await notifyAll(services, tx, notifications(tenant.id, events));
      mails.push(...(await celebrationMails(services, tx, tenant.id, events, today)));
      return events.length;
    });
    // After the commit: a day rolled back mails nobody; a failed mail is logged, never re-sent.
    for (const mail of mails) {
      await services.mailer
        .send(mail)
        .catch((err: unknown) =>
          services.log.error({ err, tenantId: tenant.id }, 'celebration mail could not be sent'),
        );
    }
  }
  return made;
}

/**
 * The daily celebrations sweep (docs/celebration.md): every tenant's due days in its own time
 * zone. Runs often so each tenant's midnight is caught soon; a day already done costs one query.
 */
export async function celebrateDueDays(services: Services): Promise<number> {
  return forEachTenant(services, 'celebrations failed', (tenant) => celebrateTenant(services, tenant));
}
