import type { EnquiryKind } from '@atelier/contracts';
import type { DomainEvent } from '../../../infrastructure/event-store/event.js';

/**
 * A visitor sent one of the site's forms. Which form and its id only: names, e-mails, phones and
 * messages live in the `enquiries` read model, where they can be erased.
 */
export type EnquirySubmitted = DomainEvent<
  'EnquirySubmitted',
  { enquiryId: string; kind: EnquiryKind }
>;

export type EnquiryEvent = EnquirySubmitted;
