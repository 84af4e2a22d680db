import { useCallback, useContext } from 'react';
import { INFO_TOAST_MS, ToastStoreContext } from '../../../ui/toast/use-toasts';

/**
 * Says that an action succeeded ("Class suspended") with an info toast. Stable, so the table
 * columns whose buttons use it are built once.
 */
export function useDoneToast(): (message: string) => void {
  const store = useContext(ToastStoreContext);
  return useCallback(
    (message: string) => {
      store?.show(message, { durationMs: INFO_TOAST_MS, tone: 'info' });
    },
    [store],
  );
}
