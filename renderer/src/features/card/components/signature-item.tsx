import { Avatar, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Signature } from '#shared/contract/card';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { memberName } from '../model/card-form.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    breakInside: 'avoid',
    marginBottom: tokens.spacingVerticalL,
  },
  message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  media: { display: 'block', maxWidth: '100%', maxHeight: '220px', borderRadius: tokens.borderRadiusMedium },
  author: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  row: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});

/** One signature as the card shows it: the message, its GIF or image, and who wrote it. */
export function SignatureItem(props: { signature: Signature; actions?: ReactNode }) {
  const { signature, actions } = props;
  const { t } = useTranslation('card');
  const styles = useStyles();
  const name = signature.author ? memberName(signature.author) : t('card.formerMember');
  return (
    <li className={styles.item}>
      <Text className={styles.message}>{signature.message}</Text>
      {signature.gif ? (
        <img className={styles.media} src={signature.gif.url} alt={signature.gif.title || t('card.gif')} />
      ) : signature.image ? (
        <img className={styles.media} src={signature.image.url} alt={t('card.image', { name })} />
      ) : null}
      <div className={styles.row}>
        <span className={styles.author}>
          <Avatar
            name={name}
            image={{ src: avatarUrl(signature.author?.avatarUrls, 40) }}
            size={24}
            aria-hidden
          />
          <Text weight="semibold">{name}</Text>
        </span>
        {actions}
      </div>
    </li>
  );
}
