import { ENQUIRY_KINDS } from '@atelier/contracts';
import { describe, it } from 'vitest';
import { given } from '../../../../test/given-when-then.js';
import { enquiryDecider, type SubmitEnquiry } from './enquiry.decider.js';
import type { EnquirySubmitted } from './enquiry.events.js';

const submit = (overrides: Partial<SubmitEnquiry> = {}): SubmitEnquiry => ({
  type: 'SubmitEnquiry',
  enquiryId: '0193a1b2-0000-7000-8000-000000000001',
  kind: 'institution',
  ...overrides,
});

const submitted = (command: SubmitEnquiry): EnquirySubmitted => ({
  type: 'EnquirySubmitted',
  data: { enquiryId: command.enquiryId, kind: command.kind },
});

describe('enquiryDecider', () => {
  describe('SubmitEnquiry', () => {
    for (const kind of ENQUIRY_KINDS) {
      it(`records a ${kind} submission with its id and kind only`, () => {
        const command = submit({ kind });
        given(enquiryDecider, [])
          .when(command)
          .then([submitted(command)]);
      });
    }

    it('refuses a second submission on the same stream', () => {
      const command = submit();
      given(enquiryDecider, [submitted(command)])
        .when(command)
        .thenThrows('concurrencyConflict');
    });
  });
});
