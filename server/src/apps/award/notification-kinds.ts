import { z } from 'zod';
import { notificationKind } from '../../kernel/notify/kinds.ts';

const name = z.string();
const award = z.string();

/** Someone commented on an award the reader gave. */
export const awardCommentedKind = notificationKind(
  'award.commented',
  { name },
  { en: '{{name}} commented on your award', de: '{{name}} hat Ihre Auszeichnung kommentiert' },
);
export const awardGivenKind = notificationKind(
  'award.given',
  { name, award },
  {
    en: '{{name}} gave you the award “{{award}}”',
    de: '{{name}} hat Ihnen die Auszeichnung „{{award}}“ verliehen',
  },
);
/** An award without a sender (an admin's import or the platform). */
export const awardReceivedKind = notificationKind(
  'award.received',
  { award },
  { en: 'You received the award “{{award}}”', de: 'Sie haben die Auszeichnung „{{award}}“ erhalten' },
);
export const nominationsOpenKind = notificationKind(
  'award.nominationsOpen',
  { award },
  { en: 'Nominations for “{{award}}” are open', de: 'Die Nominierungen für „{{award}}“ sind geöffnet' },
);
export const nominationsClosedKind = notificationKind(
  'award.nominationsClosed',
  { award },
  {
    en: 'Nominations for “{{award}}” have closed: choose the winners',
    de: 'Die Nominierungen für „{{award}}“ sind beendet: Wählen Sie die Gewinner',
  },
);

export const awardNotificationKinds = [
  awardCommentedKind,
  awardGivenKind,
  awardReceivedKind,
  nominationsOpenKind,
  nominationsClosedKind,
];
