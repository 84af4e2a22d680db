import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useToasts } from '../../../ui/toast/use-toasts';
import { useLocale } from '../../i18n/hooks/use-locale';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  onSent(notice: string): void;
}

// The forms use zod and their own messages: they are fetched on the first click, never with the
// first load of the page (README, "Bundle").
const importDialogs = () => import('../../enquiries/components/enquiry-dialog');
const DIALOGS: Record<'enquiry' | 'contact', ComponentType<FormDialogProps>> = {
  enquiry: lazy(() => importDialogs().then((module) => ({ default: module.EnquiryDialog }))),
  contact: lazy(() => importDialogs().then((module) => ({ default: module.ContactDialog }))),
};

/**
 * The enquiry (header) or contact (footer) dialog: `show()` fetches the form and its messages,
 * then opens it; once sent, the dialog closes and a toast promises the reply (section 9).
 */
export function useFormDialog(kind: 'enquiry' | 'contact') {
  const { catalogs } = useRouteContext({ from: '__root__' });
  const { locale } = useLocale();
  const toasts = useToasts();
  const [state, setState] = useState<'never' | 'loading' | 'open' | 'closed'>('never');

  const show = async () => {
    if (state === 'loading' || state === 'open') return;
    setState('loading');
    try {
      await Promise.all([catalogs.loadParts(locale, ['enquiries']), importDialogs()]);
      setState('open');
    } catch {
      // The chunk could not be fetched (offline): the button stays usable for another try.
      setState('never');
    }
  };

  const Dialog = DIALOGS[kind];
  const element =
    state === 'open' || state === 'closed' ? (
      <Suspense fallback={null}>
        <Dialog
          open={state === 'open'}
          onClose={() => setState('closed')}
          onSent={(notice) => {
            setState('closed');
            toasts.info(notice);
          }}
        />
      </Suspense>
    ) : null;

  return { show: () => void show(), busy: state === 'loading', element };
}
