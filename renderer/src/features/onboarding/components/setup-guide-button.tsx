import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDown20Regular, RocketRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFloatingDock } from '../../../lib/floating-dock.ts';
import { guideActions, useGuideState } from './guide-state.ts';
import { SetupGuide } from './setup-guide.tsx';
import { useGuideAccess } from './use-guide-enabled.ts';

const useStyles = makeStyles({
  dock: {
    position: 'fixed',
    insetInlineEnd: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 10,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: tokens.spacingVerticalS,
    // Above the mobile bottom bar (below the md breakpoint).
    '@media (max-width: 899px)': { bottom: '80px', insetInlineEnd: tokens.spacingHorizontalM },
  },
  panel: {
    width: 'min(400px, calc(100vw - 32px))',
    maxHeight: 'min(70vh, 640px)',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
  },
  fab: { boxShadow: tokens.shadow16, borderRadius: tokens.borderRadiusCircular },
});

/**
 * The floating button that expands or minimizes the setup guide (000 §2, Layout). Null when the
 * guide is not available, was dismissed, or on /dashboard, which shows the guide itself.
 */
export function SetupGuideButton() {
  const access = useGuideAccess();
  const { dismissed } = useGuideState();
  const { pathname } = useLocation();
  if (access !== 'enabled' || dismissed || pathname === '/dashboard') return null;
  return <Dock />;
}

function Dock() {
  const { t } = useTranslation('onboarding');
  const styles = useStyles();
  const { expanded } = useGuideState();
  useFloatingDock();
  return (
    <div className={styles.dock}>
      {expanded ? (
        <section id="setup-guide-panel" className={styles.panel} aria-label={t('title')}>
          <SetupGuide headingLevel="h2" />
        </section>
      ) : null}
      <Button
        className={styles.fab}
        appearance="primary"
        size="large"
        icon={expanded ? <ChevronDown20Regular /> : <RocketRegular />}
        aria-expanded={expanded}
        aria-controls={expanded ? 'setup-guide-panel' : undefined}
        onClick={expanded ? guideActions.minimize : guideActions.expand}
      >
        {expanded ? t('minimize') : t('title')}
      </Button>
    </div>
  );
}
