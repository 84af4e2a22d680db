export interface PendingAlert {
  id: number;
  message: string;
  /** Runs after the user confirms, once the alert is gone. */
  onConfirm?: () => void;
}

/** Alerts waiting for the user's confirmation, shown one at a time in arrival order. */
export interface AlertStore {
  show(message: string, onConfirm?: () => void): void;
  confirm(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PendingAlert | null;
}

export function createAlertStore(): AlertStore {
  let queue: readonly PendingAlert[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    show(message, onConfirm) {
      queue = [...queue, { id: nextId++, message, onConfirm }];
      emit();
    },
    confirm(id) {
      const alert = queue.find((item) => item.id === id);
      if (!alert) return;
      queue = queue.filter((item) => item.id !== id);
      emit();
      alert.onConfirm?.();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => queue[0] ?? null,
  };
}
