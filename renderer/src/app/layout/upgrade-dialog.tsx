import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEnvironment } from '../../lib/environments.ts';
import { platform } from '../../platform/index.ts';

const UpgradeContext = createContext<() => void>(() => {});

/** Opens the upgrade-license dialog (the license lacks the feature the member asked for). */
export const useUpgradeDialog = () => useContext(UpgradeContext);

/** "Take your program to new heights" with "Contact us to upgrade" (000 §2). */
export function UpgradeDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const value = useMemo(() => show, [show]);
  return (
    <UpgradeContext.Provider value={value}>
      {children}
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('upgrade.title')}</DialogTitle>
            <DialogContent>{t('upgrade.body')}</DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => {
                  platform.openExternal(currentEnvironment.upgradeContactUrl);
                  setOpen(false);
                }}
              >
                {t('upgrade.contact')}
              </Button>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                {t('upgrade.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </UpgradeContext.Provider>
  );
}
