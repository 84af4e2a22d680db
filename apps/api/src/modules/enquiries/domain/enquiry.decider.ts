import type { EnquiryKind } from '@atelier/contracts';
import type { Decider } from '../../../infrastructure/cqrs/decider.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import type { EnquiryEvent } from './enquiry.events.js';

export type SubmitEnquiry = { type: 'SubmitEnquiry'; enquiryId: string; kind: EnquiryKind };
export type EnquiryCommand = SubmitEnquiry;

export interface EnquiryState {
  submitted: boolean;
}

/**
 * One stream per enquiry (`enquiry-<id>`). An enquiry is submitted once; nothing changes it
 * afterwards (answering it happens outside the product, by e-mail).
 */
export const enquiryDecider: Decider<EnquiryState, EnquiryCommand, EnquiryEvent> = {
  initialState: { submitted: false },

  evolve(state, event) {
    switch (event.type) {
      case 'EnquirySubmitted':
        return { ...state, submitted: true };
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitEnquiry':
        // A fresh id each time: a second submission on the same stream is a programming error
        // or a replayed request, never a user's second enquiry.
        if (state.submitted) throw new DomainError('concurrencyConflict');
        return [
          {
            type: 'EnquirySubmitted',
            data: { enquiryId: command.enquiryId, kind: command.kind },
          },
        ];
      default: {
        const unknown: never = command.type;
        return unknown;
      }
    }
  },
};

export function enquiryStream(enquiryId: string): { streamId: string; streamType: string } {
  return { streamId: `enquiry-${enquiryId}`, streamType: 'enquiry' };
}
