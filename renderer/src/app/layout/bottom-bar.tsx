import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  DismissRegular,
  HeartRegular,
  HomeRegular,
  NavigationRegular,
  PersonRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathMatches } from '../navigation/nav-model.ts';
import { useRecognize } from './use-recognize.ts';

export const bottomBarHeight = 64;

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    height: `${bottomBarHeight}px`,
    paddingBottom: 'env(safe-area-inset-bottom)',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '1fr',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    zIndex: 10,
  },
  item: {
    height: '100%',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    borderRadius: 0,
    minWidth: 0,
    fontWeight: tokens.fontWeightRegular,
  },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Mobile: Home, Recognize, Me, and More (Close while the drawer is open) (000 §2, Layout). */
export function BottomBar({
  drawerOpen,
  onToggleDrawer,
}: {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}) {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const recognize = useRecognize();

  const item = (key: string, icon: ReactElement, label: string, onClick: () => void, current = false) => (
    <Button
      key={key}
      appearance="subtle"
      className={mergeClasses(styles.item, current && styles.current)}
      icon={icon}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Button>
  );

  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      {item(
        'home',
        <HomeRegular />,
        t('bottomBar.home'),
        () => void navigate('/home'),
        pathMatches(pathname, '/home'),
      )}
      {recognize.visible
        ? item('recognize', <HeartRegular />, t('bottomBar.recognize'), recognize.recognize)
        : null}
      {item(
        'me',
        <PersonRegular />,
        t('bottomBar.me'),
        () => void navigate('/profile/me'),
        pathMatches(pathname, '/profile/me'),
      )}
      <Button
        appearance="subtle"
        className={styles.item}
        icon={drawerOpen ? <DismissRegular /> : <NavigationRegular />}
        onClick={onToggleDrawer}
        aria-expanded={drawerOpen}
        aria-controls="mobile-menu"
      >
        {drawerOpen ? t('bottomBar.close') : t('bottomBar.more')}
      </Button>
    </nav>
  );
}
