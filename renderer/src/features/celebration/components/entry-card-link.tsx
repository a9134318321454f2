import { makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '#shared/contract/celebration';
import { RouterLink } from '../../../components/router-link.tsx';
import { useHolds, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { celebrationQueries } from '../api/celebration-queries.ts';

const useStyles = makeStyles({ link: { fontSize: 'inherit' } });

/**
 * "Sign card" when the member may see a card for this celebration, else "Create card" (issue 17
 * item 4); nothing for past days or without the card permissions. The cards pages are another
 * feature's, so they are reached by their URLs (000 §2).
 */
export function EntryCardLink({ entry, today }: { entry: CalendarEntry; today: string }) {
  const { t } = useTranslation('celebration');
  const styles = useStyles();
  const browse = useHolds(['cardApp', 'browse']);
  const create = useHoldsAny([
    ['cardApp', 'createCard'],
    ['cardApp', 'createOtherCard'],
  ]);
  const cards = useQuery({ ...celebrationQueries.cards(), enabled: browse });
  if (!browse || entry.celebratedOn < today) return null;
  const name = `${entry.member.firstName} ${entry.member.lastName}`.trim();
  const card = cards.data?.results.find(
    (item) =>
      item.recipient.id === entry.member.id &&
      item.occasion === entry.type &&
      item.deliverOn === entry.celebratedOn,
  );
  if (card)
    return (
      <RouterLink className={styles.link} to={`/card/${card.id}`}>
        {t('cards.sign', { name })}
      </RouterLink>
    );
  if (!create || !cards.isSuccess) return null;
  const params = new URLSearchParams({
    recipientId: entry.member.id,
    name,
    occasion: entry.type,
    deliverOn: entry.celebratedOn,
  });
  return (
    <RouterLink className={styles.link} to={`/celebrate/card?${params}`}>
      {t('cards.create', { name })}
    </RouterLink>
  );
}
