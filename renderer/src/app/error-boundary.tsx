import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '600px',
    marginInline: 'auto',
  },
  message: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
});

/** "Error caught", the message and "Reset errors" (000 §2, §8). */
export function ErrorCaught({ error, onReset }: { error: unknown; onReset: () => void }) {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className={styles.root}>
      <Title2 as="h1">{t('errors.caught')}</Title2>
      <Body1 className={styles.message}>{message}</Body1>
      <Button appearance="primary" onClick={onReset}>
        {t('errors.reset')}
      </Button>
    </div>
  );
}

type Props = { children: ReactNode; resetKey?: string };
type State = { error: unknown; hasError: boolean };

/** Catches an unexpected render error in a page; the next route or "Reset errors" clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return <ErrorCaught error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
