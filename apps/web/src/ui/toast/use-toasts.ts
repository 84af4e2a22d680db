import { createContext, useContext } from 'react';
import type { ToastStore } from './toast-store';

/** The app's toast store (src/app/app.tsx provides it), for toasts a feature shows itself. */
export const ToastStoreContext = createContext<ToastStore | null>(null);

/** How long a feature's confirmation ("3 invitations sent") stays on screen. */
export const INFO_TOAST_MS = 5000;

/**
 * Shows a feature's own toast: an `info` confirmation of something done. API failures are never
 * toasted here; the API client already shows them (spec section 8).
 */
export function useToasts() {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToasts() needs a ToastStoreContext provider above it');
  return {
    info: (message: string) => store.show(message, { durationMs: INFO_TOAST_MS, tone: 'info' }),
    error: (message: string) => store.show(message, { durationMs: INFO_TOAST_MS }),
  };
}
