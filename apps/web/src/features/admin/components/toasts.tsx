import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { create } from 'zustand';
import styles from './toasts.module.css';

interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(tone: Toast['tone'], text: string): void;
  dismiss(id: number): void;
}

const SHOWN_FOR_MS = 6000;
let lastId = 0;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (tone, text) => {
    lastId += 1;
    const id = lastId;
    set((state) => ({ toasts: [...state.toasts.slice(-2), { id, tone, text }] }));
    setTimeout(() => get().dismiss(id), SHOWN_FOR_MS);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Confirms what a save did, in a corner, for a few seconds; screen readers hear it politely. */
export function ToastRegion() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
          {toast.tone === 'success' ? (
            <CircleCheck size={18} aria-hidden className={styles.icon} />
          ) : (
            <CircleAlert size={18} aria-hidden className={styles.icon} />
          )}
          <p>{toast.text}</p>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
