import { useEffect } from 'react';
import styled from 'styled-components';
import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastState {
  toasts: ToastItem[];
  show: (tone: ToastTone, message: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** One toast queue for the whole page (the store is a shared singleton); the shell renders it. */
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show: (tone, message) => {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, tone, message }] }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export const toast = {
  success: (message: string) => useToasts.getState().show('success', message),
  error: (message: string) => useToasts.getState().show('error', message),
  info: (message: string) => useToasts.getState().show('info', message),
};

export const TOAST_DURATION_MS = 4000;

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: min(380px, calc(100vw - 2rem));
`;

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border: 1px solid currentColor;
  background: ${({ theme, $tone }) => theme.colors[`${$tone === 'error' ? 'danger' : $tone}Bg`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone === 'error' ? 'danger' : $tone}Text`]};
  button { margin-left: auto; background: none; border: 0; color: inherit; cursor: pointer; font: inherit; font-weight: 700; }
`;

function ToastEntry({ item }: { item: ToastItem }) {
  const dismiss = useToasts((s) => s.dismiss);
  useEffect(() => {
    const t = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(t);
  }, [item.id, dismiss]);
  return (
    <Item $tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'}>
      <span>{item.message}</span>
      <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </Item>
  );
}

export function ToastViewport() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <Region aria-live="polite">
      {toasts.map((t) => (
        <ToastEntry key={t.id} item={t} />
      ))}
    </Region>
  );
}
