import { makeStyles, tokens } from '@fluentui/react-components';
import { GiftRegular } from '@fluentui/react-icons';
import type { Reward } from '#shared/contract/rewards';

const useStyles = makeStyles({
  image: {
    width: '100%',
    height: '140px',
    objectFit: 'contain',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  placeholder: {
    height: '140px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorBrandForeground1,
  },
});

/** A reward's picture, or a gift icon when it has none; decorative, the name says what it is. */
export function RewardImage({ reward }: { reward: Reward }) {
  const styles = useStyles();
  if (reward.imageUrl) return <img className={styles.image} src={reward.imageUrl} alt="" loading="lazy" />;
  return (
    <div className={styles.placeholder} aria-hidden>
      <GiftRegular fontSize={48} />
    </div>
  );
}
