import { makeStyles, tokens } from '@fluentui/react-components';
import { QRCodeSVG } from 'qrcode.react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '0.8vmin',
    margin: 0,
  },
  code: {
    display: 'block',
    width: 'min(17vmin, 26vw)',
    height: 'min(17vmin, 26vw)',
    backgroundColor: '#ffffff',
    borderRadius: tokens.borderRadiusLarge,
  },
  caption: {
    fontSize: 'max(16px, 2.2vmin)',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    maxWidth: 'min(20vmin, 28vw)',
  },
});

/** A QR code with its caption; the address is its accessible name, for people who cannot scan. */
export function TvQrCode(props: { url: string; caption: string; testId: string }) {
  const styles = useStyles();
  return (
    <figure className={styles.root} data-testid={props.testId}>
      <QRCodeSVG
        className={styles.code}
        value={props.url}
        level="M"
        marginSize={4}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={`${props.caption}: ${props.url}`}
      />
      <figcaption className={styles.caption}>{props.caption}</figcaption>
    </figure>
  );
}
