import type {
  AmbassadorFormValues,
  ConsultationFormValues,
  ContactFormValues,
  DemoRequestFormValues,
  EnquiryAccepted,
  EnquiryFormValues,
} from '@atelier/contracts';
import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../../infrastructure/cqrs/command-runner.js';

/** A validated form of the site, tagged with what it is. */
export type EnquirySubmission =
  | { kind: 'institution'; form: EnquiryFormValues }
  | { kind: 'contact'; form: ContactFormValues }
  | { kind: 'consultation'; form: ConsultationFormValues }
  | { kind: 'ambassador'; form: AmbassadorFormValues }
  | { kind: 'demo'; form: DemoRequestFormValues };

/** Sent by every form endpoint; `address` is the client's, for the rate limit only. */
export class SubmitEnquiryCommand extends Command<EnquiryAccepted> {
  constructor(
    readonly payload: { submission: EnquirySubmission; address: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The e-mail a submission is counted against (every form has one). */
export function submitterEmail(submission: EnquirySubmission): string {
  switch (submission.kind) {
    case 'institution':
      return submission.form.institutionEmail;
    case 'contact':
    case 'consultation':
    case 'ambassador':
    case 'demo':
      return submission.form.email;
    default: {
      const unknown: never = submission;
      return unknown;
    }
  }
}
