import { lazy, Suspense, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// Radix's dialog code is fetched the first time a dialog opens, not with every page that might show one.
const Dialog = lazy(() => import('./RadixConfirmDialog'));

/**
 * A modal yes/no question: focus starts on Cancel, stays inside while it is open and returns to where it was;
 * Escape cancels. Renders nothing until first opened; then stays mounted, so closing hands focus back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
