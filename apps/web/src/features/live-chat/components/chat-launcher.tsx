import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/hooks/use-locale';
import styles from './chat-launcher.module.css';

// The panel, its polling, its form checks and its messages come on the first click, never with
// the first load of the page (README, "Bundle"): the launcher is a button and these few lines.
const importPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => importPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The footer's live-chat button. The first click fetches the panel and the `live-chat` messages,
 * then opens the panel; closing it (Escape, its close button, this button) gives the focus back.
 */
export function ChatLauncher() {
  const intl = useIntl();
  const { catalogs } = useRouteContext({ from: '__root__' });
  const { locale } = useLocale();
  const [state, setState] = useState<'closed' | 'loading' | 'open'>('closed');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = 'live-chat-panel';

  const open = async () => {
    setState('loading');
    try {
      await Promise.all([catalogs.loadParts(locale, ['live-chat']), importPanel()]);
      setState('open');
    } catch {
      // The chunk could not be fetched (offline): the button stays usable for another try.
      setState('closed');
    }
  };
  const close = () => {
    setState('closed');
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={state === 'open'}
        aria-controls={state === 'open' ? panelId : undefined}
        aria-busy={state === 'loading' || undefined}
        onClick={() => (state === 'open' ? close() : state === 'closed' && void open())}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
            fill="currentColor"
          />
        </svg>
        <span>{intl.formatMessage({ id: 'footer.liveChat' })}</span>
      </button>
      {state === 'open' && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
