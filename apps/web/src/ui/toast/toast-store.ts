export interface Toast {
  id: number;
  message: string;
  tone: 'error' | 'info';
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Stacked toasts, each removed after its duration or when dismissed. Framework-free. */
export interface ToastStore {
  show(message: string, options: { durationMs: number; tone?: Toast['tone'] }): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export function createToastStore(
  timers: Timers = {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    if (!toasts.some((toast) => toast.id === id)) return;
    timers.clearTimeout(handles.get(id));
    handles.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show(message, { durationMs, tone = 'error' }) {
      const id = nextId++;
      toasts = [...toasts, { id, message, tone }];
      handles.set(
        id,
        timers.setTimeout(() => dismiss(id), durationMs),
      );
      emit();
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
