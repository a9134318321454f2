import { Toaster } from '@fluentui/react-components';
import { useEffect } from 'react';
import { floatingDockRoom, useFloatingDockShown } from '../lib/floating-dock.ts';

/**
 * The app's one Toaster, bottom right, one toast at a time, 6 seconds (000 §9). `onReady` runs
 * once it listens (a child's effects run before its parent's, so Fluent's listener is in place).
 */
export default function AppToaster({
  toasterId,
  timeout,
  onReady,
}: {
  toasterId: string;
  timeout: number;
  onReady: () => void;
}) {
  useEffect(onReady, [onReady]);
  // Over the setup guide's floating button, not under it.
  const docked = useFloatingDockShown();
  return (
    <Toaster
      toasterId={toasterId}
      position="bottom-end"
      limit={1}
      timeout={timeout}
      pauseOnHover
      {...(docked ? { offset: { vertical: floatingDockRoom } } : {})}
    />
  );
}
