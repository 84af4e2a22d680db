import type { CoreMessageId } from './en.js';
import type { LazyMessageId } from './lazy-parts.js';

/** Every message id: the core catalogue's and the lazily loaded parts'. */
export type MessageId = CoreMessageId | LazyMessageId;
export type Catalog = Record<MessageId, string>;
