import { Avatar, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type TvItem, tvFadeMs, tvRecipientRotationMs } from '#shared/contract/tv';
import { featuredRecipient, type MessageBlock, messageBlocks } from '../lib/slides.ts';
import { useTicker } from '../lib/use-ticker.ts';

const useStyles = makeStyles({
  slide: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    alignItems: 'center',
    gap: '5vmin',
    padding: '6vmin 6vmin 0',
    boxSizing: 'border-box',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: `${tvFadeMs}ms`,
    transitionTimingFunction: 'ease-in-out',
    '@media (orientation: portrait)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto auto',
      alignContent: 'center',
      alignItems: 'start',
      justifyItems: 'center',
      textAlign: 'center',
      gap: '6vmin',
    },
  },
  active: { opacity: 1 },
  people: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '2vmin',
    minWidth: 0,
  },
  avatar: {
    width: '26vmin',
    height: '26vmin',
    fontSize: '9vmin',
    boxShadow: tokens.shadow28,
  },
  recipientName: {
    fontSize: 'max(28px, 5.6vmin)',
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1.1,
    overflowWrap: 'anywhere',
  },
  detail: { fontSize: 'max(18px, 3vmin)', opacity: 0.85, overflowWrap: 'anywhere' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: '3vmin',
    minWidth: 0,
    minHeight: 0,
    '@media (orientation: portrait)': { alignItems: 'center' },
  },
  title: { fontSize: 'max(24px, 4.4vmin)', fontWeight: tokens.fontWeightBold, margin: 0 },
  message: {
    margin: 0,
    fontSize: 'max(24px, 4.2vmin)',
    lineHeight: 1.3,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 6,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  block: { margin: '0 0 1.5vmin' },
  blockHeading: { margin: '0 0 1.5vmin', fontSize: '1.1em', fontWeight: tokens.fontWeightSemibold },
  bullets: { margin: '0 0 1.5vmin', paddingInlineStart: '1.2em' },
  qualities: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1.5vmin',
    padding: 0,
    margin: 0,
    listStyle: 'none',
    '@media (orientation: portrait)': { justifyContent: 'center' },
  },
  quality: {
    fontSize: 'max(16px, 2.6vmin)',
    fontWeight: tokens.fontWeightSemibold,
    padding: '0.8vmin 2vmin',
    borderRadius: tokens.borderRadiusCircular,
    color: '#ffffff',
  },
  media: {
    maxWidth: '100%',
    maxHeight: '30vh',
    objectFit: 'contain',
    alignSelf: 'flex-start',
    borderRadius: tokens.borderRadiusXLarge,
  },
  from: { display: 'flex', alignItems: 'center', gap: '2vmin', fontSize: 'max(18px, 3vmin)' },
  senderAvatar: { width: 'max(48px, 6vmin)', height: 'max(48px, 6vmin)', fontSize: 'max(16px, 2.2vmin)' },
});

/** One slide: the featured recipient (rotating every 20 s), the message, its qualities and picture. */
export function TvSlide(props: { item: TvItem; active: boolean }) {
  const { item, active } = props;
  const styles = useStyles();
  const { t } = useTranslation('tv');
  const ticks = useTicker(tvRecipientRotationMs, active);
  const featured = item.recipients[featuredRecipient(ticks, item.recipients.length)];
  const others = item.recipients.length - 1;
  const picture = item.imageUrl ?? item.gifUrl;
  return (
    <article
      className={mergeClasses(styles.slide, active && styles.active)}
      aria-hidden={!active}
      aria-roledescription={t('slide')}
      data-testid="tv-slide"
      data-item-id={item.id}
      data-item-type={item.itemType}
      data-active={active}
    >
      <section className={styles.people} aria-label={t('recipients')}>
        {featured ? (
          <>
            <Avatar
              className={styles.avatar}
              name={featured.name}
              image={featured.avatarUrl ? { src: featured.avatarUrl } : undefined}
              shape={featured.type === 'team' ? 'square' : 'circular'}
              size={128}
              aria-hidden
            />
            <div className={styles.recipientName} data-testid="tv-featured-recipient">
              {featured.name}
            </div>
            {featured.jobTitle ? <div className={styles.detail}>{featured.jobTitle}</div> : null}
            {others > 0 ? (
              <div className={styles.detail}>{t('recipientCount', { count: item.recipients.length })}</div>
            ) : null}
          </>
        ) : null}
      </section>
      <section className={styles.body}>
        {item.title ? <h2 className={styles.title}>{item.title}</h2> : null}
        <MessageBlocks blocks={messageBlocks(item.message)} />
        {item.qualities.length > 0 ? (
          <ul className={styles.qualities} aria-label={t('qualities')}>
            {item.qualities.map((quality) => (
              <li key={quality.id} className={styles.quality} style={{ backgroundColor: quality.color }}>
                {quality.name}
              </li>
            ))}
          </ul>
        ) : null}
        {picture ? <img className={styles.media} src={picture} alt="" /> : null}
        {item.sender ? (
          <div className={styles.from}>
            <Avatar
              className={styles.senderAvatar}
              name={item.sender.name}
              image={item.sender.avatarUrl ? { src: item.sender.avatarUrl } : undefined}
              size={64}
              aria-hidden
            />
            <span>
              {t(item.itemType === 'recognition' ? 'recognizedBy' : 'from', { name: item.sender.name })}
            </span>
          </div>
        ) : null}
      </section>
    </article>
  );
}

/** A message's headings, paragraphs and bullets (consecutive bullets form one list), six lines at most. */
function MessageBlocks(props: { blocks: MessageBlock[] }) {
  const styles = useStyles();
  if (props.blocks.length === 0) return null;
  const groups: (MessageBlock | MessageBlock[])[] = [];
  for (const block of props.blocks) {
    const last = groups.at(-1);
    if (block.kind === 'item' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'item' ? [block] : block);
  }
  return (
    <div className={styles.message} data-testid="tv-message">
      {groups.map((group, i) =>
        Array.isArray(group) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their place
          <ul key={i} className={styles.bullets}>
            {group.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={j}>{item.text}</li>
            ))}
          </ul>
        ) : group.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <h3 key={i} className={styles.blockHeading}>
            {group.text}
          </h3>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i} className={styles.block}>
            {group.text}
          </p>
        ),
      )}
    </div>
  );
}
