import { REPLY_WITHIN_HOURS, type EnquiryAccepted } from '@atelier/contracts';
import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { v7 as uuidv7 } from 'uuid';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { UnitOfWork } from '../../../../infrastructure/database/unit-of-work.js';
import { ValidationFailed } from '../../../../infrastructure/http/domain-error.js';
import { Mailer } from '../../../../infrastructure/mail/mailer.js';
import { RateLimiter } from '../../../../infrastructure/rate-limit/rate-limiter.js';
import { enquiryDecider, enquiryStream } from '../../domain/enquiry.decider.js';
import { salesMail } from '../../mail/sales-mail.js';
import { projectEnquiryEvents } from '../../projections/enquiries.projection.js';
import { RegionCatalogue } from '../../regions/region-catalogue.js';
import { formBuckets } from './form-rate-limits.js';
import {
  SubmitEnquiryCommand,
  submitterEmail,
  type EnquirySubmission,
} from './submit-enquiry.command.js';

/**
 * Every form of the site: check what the schema cannot (the place exists in the region list),
 * count it against the rate limits, then record `EnquirySubmitted` and the `enquiries` row in
 * one transaction. The mail to the sales address goes after the commit and in the background:
 * the visitor does not wait on the mail server, and a failed mail leaves the stored enquiry with
 * `mail_status = 'failed'` (logged by id and kind only, never its content).
 */
@CommandHandler(SubmitEnquiryCommand)
export class SubmitEnquiryHandler
  implements ICommandHandler<SubmitEnquiryCommand, EnquiryAccepted>, OnModuleDestroy
{
  private readonly logger = new Logger('Enquiries');
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    private readonly runner: CommandRunner,
    private readonly unitOfWork: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly regions: RegionCatalogue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ payload, context }: SubmitEnquiryCommand): Promise<EnquiryAccepted> {
    const { submission, address } = payload;
    this.assertKnownPlace(submission);
    await this.limiter.consume(formBuckets(submitterEmail(submission), address), context.now);

    const enquiryId = uuidv7();
    const [event] = await this.runner.run({
      ...enquiryStream(enquiryId),
      decider: enquiryDecider,
      command: { type: 'SubmitEnquiry', enquiryId, kind: submission.kind },
      context,
      project: (manager, events) => projectEnquiryEvents(manager, events, submission),
    });
    this.mailInBackground(enquiryId, submission, context.lang, event?.occurredAt ?? '');
    return { replyWithinHours: REPLY_WITHIN_HOURS };
  }

  /** Lets the mails under way finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.mailing]);
  }

  private assertKnownPlace(submission: EnquirySubmission): void {
    const place =
      submission.kind === 'institution'
        ? { field: 'countryRegion', code: submission.form.countryRegion }
        : submission.kind === 'consultation'
          ? { field: 'country', code: submission.form.country }
          : null;
    if (place && !this.regions.isPlace(place.code)) {
      throw new ValidationFailed([
        { path: [place.field], code: 'custom', message: 'enquiries.validation.countryInvalid' },
      ]);
    }
  }

  private mailInBackground(
    enquiryId: string,
    submission: EnquirySubmission,
    lang: string,
    at: string,
  ): void {
    const sending = this.sendToSales(enquiryId, submission, lang, at).finally(() =>
      this.mailing.delete(sending),
    );
    this.mailing.add(sending);
  }

  private async sendToSales(
    enquiryId: string,
    submission: EnquirySubmission,
    lang: string,
    at: string,
  ): Promise<void> {
    let status: 'sent' | 'failed' = 'sent';
    try {
      await this.mailer.send(
        salesMail({
          to: this.config.salesEmail,
          enquiryId,
          submission,
          lang,
          at,
          describePlace: (code) => this.regions.describePlace(code, 'en'),
        }),
      );
    } catch (error) {
      status = 'failed';
      this.logger.error(
        { enquiryId, kind: submission.kind, err: error instanceof Error ? error.name : 'unknown' },
        'enquiry stored, but its mail to the sales address failed',
      );
    }
    try {
      await this.unitOfWork.run((manager) =>
        manager.query(`UPDATE enquiries SET mail_status = ?, mailed_at = ? WHERE id = ?`, [
          status,
          status === 'sent' ? new Date().toISOString() : null,
          enquiryId,
        ]),
      );
    } catch (error) {
      this.logger.error(
        { enquiryId, err: error instanceof Error ? error.name : 'unknown' },
        'mail status of an enquiry could not be recorded',
      );
    }
  }
}
