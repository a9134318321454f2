import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { plainText } from '../../kernel/sanitize.ts';

/** How many of the company's recognitions the digest lists, and how much of each message. */
export const topRecognitionCount = 3;
const excerptLength = 160;

export type DigestItem = { id: string; from: string; to: string; excerpt: string };
export type Digest = { received: DigestItem[]; top: DigestItem[] };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The message as a reader sees it, in one line and cut to a readable length. */
function excerptOf(html: string): string {
  const text = plainText(html)
    .replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;
}

type Row = { id: string; message: string; sender: string; recipients: string | null };
const toItem = (row: Row): DigestItem => ({
  id: row.id,
  from: row.sender,
  to: row.recipients ?? '',
  excerpt: excerptOf(row.message),
});

const recipientNames = sql`(select string_agg(m.first_name || ' ' || m.last_name, ', ' order by m.first_name, m.last_name)
  from recognition_recipients rr join tenant_members m on m.id = rr.member_id where rr.recognition_id = r.id)`;

/** The recognitions a member received in [from, to), oldest first. Runs in the tenant's transaction. */
export async function receivedIn(tx: Tx, memberId: string, from: Date, to: Date): Promise<DigestItem[]> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select r.id, r.message, s.first_name || ' ' || s.last_name as sender, ${recipientNames} as recipients
      from recognition_recipients mine
      join recognitions r on r.id = mine.recognition_id
      join tenant_members s on s.id = r.sender_id
      where mine.member_id = ${memberId} and r.status = 'published' and r.removed_at is null
        and r.published_at >= ${from.toISOString()} and r.published_at < ${to.toISOString()}
      order by r.published_at, r.id`),
  );
  return rows.map(toItem);
}

/**
 * The company's top recognitions of [from, to): those everyone may see (tenant-wide, not removed
 * by a moderator), ranked by
 * how many reactions, endorsements and comments they drew, the newest first among equals.
 */
export async function topIn(tx: Tx, from: Date, to: Date): Promise<DigestItem[]> {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select r.id, r.message, s.first_name || ' ' || s.last_name as sender, ${recipientNames} as recipients
      from recognitions r
      join tenant_members s on s.id = r.sender_id
      where r.status = 'published' and r.tenant_wide and r.removed_at is null
        and r.published_at >= ${from.toISOString()} and r.published_at < ${to.toISOString()}
      order by
        (select count(*) from recognition_reactions x where x.recognition_id = r.id)
        + (select count(*) from recognition_endorsements x where x.recognition_id = r.id)
        + (select count(*) from recognition_comments x where x.recognition_id = r.id) desc,
        r.published_at desc, r.id
      limit ${topRecognitionCount}`),
  );
  return rows.map(toItem);
}
