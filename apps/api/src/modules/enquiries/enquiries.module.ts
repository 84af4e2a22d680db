import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SubmitEnquiryController } from './commands/submit-enquiry/submit-enquiry.controller.js';
import { SubmitEnquiryHandler } from './commands/submit-enquiry/submit-enquiry.handler.js';
import { CheckUserEmailController } from './queries/check-user-email/check-user-email.controller.js';
import { CheckUserEmailHandler } from './queries/check-user-email/check-user-email.handler.js';
import { ListRegionsController } from './queries/list-regions/list-regions.controller.js';
import { ListRegionsHandler } from './queries/list-regions/list-regions.handler.js';
import { RegionCatalogue } from './regions/region-catalogue.js';

/**
 * The site's enquiry forms and checks (issue 4; spec sections 3, 5, 7): institution enquiry,
 * contact, consultation, ambassador and demo request, each stored (`enquiries`), recorded as
 * `EnquirySubmitted` and mailed to the sales address; the e-mail check; the country/region list.
 */
@Module({
  imports: [CqrsModule],
  controllers: [SubmitEnquiryController, CheckUserEmailController, ListRegionsController],
  providers: [SubmitEnquiryHandler, CheckUserEmailHandler, ListRegionsHandler, RegionCatalogue],
})
export class EnquiriesModule {}
