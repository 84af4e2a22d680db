import type { MessageId } from '@atelier/i18n';

// Every message id used with react-intl must exist in the shared catalogs: a typo fails typecheck.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
