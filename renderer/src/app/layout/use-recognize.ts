import { useNavigate } from 'react-router';
import { useGrants } from '../../lib/session/use-permissions.ts';
import { recognizeAction } from '../navigation/nav-model.ts';
import { useUpgradeDialog } from './upgrade-dialog.tsx';

export function useRecognize(): { visible: boolean; recognize: () => void } {
  const action = recognizeAction(useGrants());
  const navigate = useNavigate();
  const openUpgrade = useUpgradeDialog();
  return {
    visible: action !== 'hidden',
    recognize: () => (action === 'upgrade' ? openUpgrade() : void navigate('/recognition/send')),
  };
}
