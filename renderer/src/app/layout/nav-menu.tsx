import {
  CounterBadge,
  makeStyles,
  Nav,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, PersonFeedback20Regular, Settings20Regular } from '@fluentui/react-icons';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminLinks, isActive, openGroupsFor } from '../navigation/nav-model.ts';
import { navIcons } from './nav-icons.tsx';
import { useUpgradeDialog } from './upgrade-dialog.tsx';
import { useFlaggedCount } from './use-flagged-count.ts';
import { useNavigation } from './use-navigation.ts';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    backgroundColor: 'transparent',
  },
  items: { flexGrow: 1 },
  bottom: { marginTop: 'auto', paddingTop: tokens.spacingVerticalS },
  badge: { marginLeft: tokens.spacingHorizontalS },
});

/**
 * The left menu (000 §2): the member items, or in admin mode the admin items with "Back to main
 * menu"; at the bottom "Admin" (when any admin item is visible) and "Provide feedback".
 */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const navigate = useNavigate();
  const openUpgrade = useUpgradeDialog();
  const { main, admin, adminMode, pathname } = useNavigation();
  const [openGroups, setOpenGroups] = useState<string[]>(() => openGroupsFor(admin, pathname));

  // A group opens by itself when the path moves to one of its items.
  useEffect(() => {
    const current = openGroupsFor(admin, pathname);
    if (current.length > 0) setOpenGroups((open) => [...new Set([...open, ...current])]);
  }, [admin, pathname]);

  const go = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
    onNavigate?.();
  };

  const links = adminMode ? adminLinks(admin) : main.flatMap((item) => (item.kind === 'link' ? [item] : []));
  const selected =
    pathname === '/feedback' ? 'feedback' : (links.find((item) => isActive(item, pathname))?.id ?? '');
  const firstAdmin = adminLinks(admin)[0];
  const flagged = useFlaggedCount(
    adminMode && adminLinks(admin).some((item) => item.id === 'flaggedContent'),
  );

  return (
    <nav className={styles.nav} aria-label={adminMode ? t('nav.adminLabel') : t('nav.label')}>
      <Nav
        className={styles.nav}
        selectedValue={selected}
        openCategories={openGroups}
        onNavCategoryItemToggle={(_, data) => {
          // Fluent names a toggled group in `categoryValue`; its `value` is empty then.
          const group = data.categoryValue || data.value;
          setOpenGroups((open) =>
            open.includes(group) ? open.filter((id) => id !== group) : [...open, group],
          );
        }}
      >
        <div className={styles.items}>
          {adminMode ? (
            <>
              <NavItem value="backToMain" href="/home" icon={<ArrowLeft20Regular />} onClick={go('/home')}>
                {t('nav.backToMain')}
              </NavItem>
              <NavDivider />
              {admin.map((entry) =>
                entry.kind === 'group' ? (
                  <NavCategory key={entry.id} value={entry.id}>
                    <NavCategoryItem icon={navIcons[entry.id]}>{t(`nav.${entry.id}`)}</NavCategoryItem>
                    <NavSubItemGroup>
                      {entry.items.map((item) => (
                        <NavSubItem key={item.id} value={item.id} href={item.to} onClick={go(item.to)}>
                          {t(`nav.${item.id}`)}
                          {item.id === 'flaggedContent' && flagged > 0 ? (
                            <CounterBadge
                              className={styles.badge}
                              count={flagged}
                              size="small"
                              color="danger"
                              aria-label={t('nav.flaggedCount', { count: flagged })}
                            />
                          ) : null}
                        </NavSubItem>
                      ))}
                    </NavSubItemGroup>
                  </NavCategory>
                ) : (
                  <NavItem
                    key={entry.id}
                    value={entry.id}
                    href={entry.to}
                    icon={navIcons[entry.id]}
                    onClick={go(entry.to)}
                  >
                    {t(`nav.${entry.id}`)}
                  </NavItem>
                ),
              )}
            </>
          ) : (
            main.map((item) =>
              item.kind === 'link' ? (
                <NavItem
                  key={item.id}
                  value={item.id}
                  href={item.to}
                  icon={navIcons[item.id]}
                  onClick={go(item.to)}
                >
                  {t(`nav.${item.id}`)}
                </NavItem>
              ) : (
                <NavItem
                  key={item.id}
                  value={item.id}
                  icon={navIcons[item.id]}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.preventDefault();
                    openUpgrade();
                  }}
                >
                  {t(`nav.${item.id}`)}
                </NavItem>
              ),
            )
          )}
        </div>
        <div className={styles.bottom}>
          <NavDivider />
          {!adminMode && firstAdmin ? (
            <NavItem
              value="admin"
              href={firstAdmin.to}
              icon={<Settings20Regular />}
              onClick={go(firstAdmin.to)}
            >
              {t('nav.admin')}
            </NavItem>
          ) : null}
          <NavItem
            value="feedback"
            href="/feedback"
            icon={<PersonFeedback20Regular />}
            onClick={go('/feedback')}
          >
            {t('nav.provideFeedback')}
          </NavItem>
        </div>
      </Nav>
    </nav>
  );
}
