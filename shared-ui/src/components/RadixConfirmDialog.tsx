import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import type { ConfirmDialogProps } from './ConfirmDialog';

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(440px, calc(100% - 2rem));
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  p { margin: 0 0 1.25rem; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/**
 * A modal yes/no question (Radix AlertDialog): focus starts on Cancel, stays inside while it is open and returns
 * to where it was; Escape cancels.
 */
export default function RadixConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // opened without a Radix trigger: remember what had focus, and give it back on close
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <Overlay />
        <Content
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnTo.current?.focus();
          }}
        >
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description>{message}</AlertDialog.Description>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Actions>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
