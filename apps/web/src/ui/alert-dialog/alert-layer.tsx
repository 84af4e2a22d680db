import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from './alert-dialog';
import type { AlertStore } from './alert-store';

/** Renders `children`, made inert while the store's first alert is shown over them. */
export function AlertLayer({ store, children }: { store: AlertStore; children: ReactNode }) {
  const intl = useIntl();
  const alert = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <>
      <div className="alert-layer" inert={alert !== null}>
        {children}
      </div>
      {alert && (
        <AlertDialog
          key={alert.id}
          title={intl.formatMessage({ id: 'alert.title' })}
          message={alert.message}
          confirmLabel={intl.formatMessage({ id: 'alert.confirm' })}
          onConfirm={() => store.confirm(alert.id)}
        />
      )}
    </>
  );
}
