import { Dialog, DialogSurface } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { closesOnDismiss } from '../../../components/unsaved-changes.tsx';

/**
 * A dialog around a form that asks before a backdrop click drops what was typed (000 §4); the form
 * mounts when the dialog opens, so each opening starts empty.
 */
export function FormDialog(props: {
  open: boolean;
  onClose: () => void;
  children: (onDirty: (dirty: boolean) => void) => ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(_, data) => {
        if (!data.open && closesOnDismiss(dirty, data)) props.onClose();
      }}
    >
      <DialogSurface>{props.open ? props.children(setDirty) : null}</DialogSurface>
    </Dialog>
  );
}
