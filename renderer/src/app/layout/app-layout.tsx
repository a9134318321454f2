import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useIsMobile } from '../../lib/breakpoints.ts';
import { floatingDockRoom, useFloatingDockShown } from '../../lib/floating-dock.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { Loading } from '../loading.tsx';
import { hidesNavigation } from '../navigation/nav-model.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { BottomBar, bottomBarHeight } from './bottom-bar.tsx';
import { InstallBanner } from './install-banner.tsx';
import { NotificationBell, SetupGuideButton } from './mounted-features.ts';
import { NavMenu } from './nav-menu.tsx';
import { TenantLogo } from './tenant-logo.tsx';
import { UpgradeDialogProvider } from './upgrade-dialog.tsx';
import { useRecognize } from './use-recognize.ts';

/** The desktop side drawer is 312 wide (000 §9). */
export const sideDrawerWidth = 312;

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  side: {
    width: `${sideDrawerWidth}px`,
    flexShrink: 0,
    position: 'sticky',
    top: 0,
    height: '100vh',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    // The color of Fluent's navigation drawer, so the menu items sit on their own background.
    backgroundColor: tokens.colorNeutralBackground4,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
  recognize: { width: '100%' },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  top: {
    position: 'sticky',
    top: 0,
    zIndex: 5,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  topMobile: {
    justifyContent: 'space-between',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  topActions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  main: { flexGrow: 1, minWidth: 0, outline: 'none' },
  mainMobile: { paddingBottom: `${bottomBarHeight}px` },
  mobileDrawer: {
    height: `calc(100% - ${bottomBarHeight}px)`,
    backgroundColor: tokens.colorNeutralBackground4,
  },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 100 },
  },
});

function RecognizeButton() {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const { visible, recognize } = useRecognize();
  // The recognition dialog is a route of its own, opened without a DialogTrigger: this marks the
  // button as the place focus returns to when the dialog closes (sent, closed or left).
  const restoreFocus = useRestoreFocusTarget();
  if (!visible) return null;
  return (
    <Button
      {...restoreFocus}
      appearance="primary"
      size="large"
      icon={<HeartRegular />}
      className={styles.recognize}
      onClick={recognize}
    >
      {t('layout.recognize')}
    </Button>
  );
}

/**
 * The signed-in frame (000 §2, Layout): on desktop the side drawer with the logo, "Recognize
 * someone" and the menu; on mobile a top bar, the bottom bar and a right-hand drawer.
 */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bare = hidesNavigation(pathname);
  const docked = useFloatingDockShown();

  // The scroll bar's room stays while a dialog locks scrolling, so the menu and the page do not
  // jump sideways (15 px). Only in this frame: a lobby screen fills the window edge to edge.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollbarGutter = 'stable';
    return () => {
      root.style.scrollbarGutter = '';
    };
  }, []);

  // Leaving the page closes the mobile drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const content = (
    <main
      id="main-content"
      tabIndex={-1}
      className={`${styles.main} ${isMobile ? styles.mainMobile : ''}`}
      // The page ends above a floating dock, so its last lines can be scrolled clear of it.
      style={docked ? { paddingBottom: (isMobile ? bottomBarHeight : 0) + floatingDockRoom } : undefined}
    >
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </ErrorBoundary>
    </main>
  );

  if (bare) return <div className={styles.column}>{content}</div>;

  const skipLink = (
    <a className={styles.skip} href="#main-content">
      {t('layout.skipToContent')}
    </a>
  );

  if (isMobile) {
    return (
      <div className={styles.column}>
        {skipLink}
        <header className={`${styles.top} ${styles.topMobile}`}>
          <TenantLogo />
          <div className={styles.topActions}>
            <NotificationBell />
            <AvatarMenu />
          </div>
        </header>
        <InstallBanner mobile />
        {content}
        <OverlayDrawer
          id="mobile-menu"
          position="end"
          modalType="non-modal"
          className={styles.mobileDrawer}
          open={drawerOpen}
          onOpenChange={(_, data) => setDrawerOpen(data.open)}
          aria-label={t('layout.menu')}
        >
          <DrawerHeader>
            <DrawerHeaderTitle>{t('layout.menu')}</DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody className={styles.drawerBody}>
            <RecognizeButton />
            <NavMenu onNavigate={() => setDrawerOpen(false)} />
          </DrawerBody>
        </OverlayDrawer>
        <BottomBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
        <SetupGuideButton />
      </div>
    );
  }

  return (
    <div className={styles.shell}>
      {skipLink}
      <aside className={styles.side} aria-label={t('layout.sideDrawer')}>
        <TenantLogo />
        <RecognizeButton />
        <NavMenu />
      </aside>
      <div className={styles.column}>
        <header className={styles.top}>
          <NotificationBell />
          <AvatarMenu />
        </header>
        <InstallBanner mobile={false} />
        {content}
      </div>
      <SetupGuideButton />
    </div>
  );
}

/** The member routes' layout; `children` replaces the outlet (the not-found page uses it). */
export default function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <UpgradeDialogProvider>
      <Frame>{children ?? <Outlet />}</Frame>
    </UpgradeDialogProvider>
  );
}
