import { useNavigate } from 'react-router';
import { holds } from '../../lib/session/permissions.ts';
import { useGrants } from '../../lib/session/use-permissions.ts';
import { useUpgradeDialog } from './upgrade-dialog.tsx';

/**
 * "Recognize someone" (000 §2): shown with recognitionApp browse or upgradeLicense; with
 * upgradeLicense it opens the upgrade dialog, otherwise it goes to the send page.
 */
export function useRecognize(): { visible: boolean; recognize: () => void } {
  const grants = useGrants();
  const navigate = useNavigate();
  const openUpgrade = useUpgradeDialog();
  const upgrade = holds(grants, ['recognitionApp', 'upgradeLicense']);
  const browse = holds(grants, ['recognitionApp', 'browse']);
  return {
    visible: upgrade || browse,
    recognize: () => (upgrade ? openUpgrade() : void navigate('/recognition/send')),
  };
}
