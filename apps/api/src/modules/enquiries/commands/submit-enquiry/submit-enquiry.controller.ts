import {
  ambassadorFormSchema,
  ApiPaths,
  consultationFormSchema,
  contactFormSchema,
  demoRequestFormSchema,
  enquiryFormSchema,
  type AmbassadorFormValues,
  type ConsultationFormValues,
  type ContactFormValues,
  type DemoRequestFormValues,
  type EnquiryAccepted,
  type EnquiryFormValues,
} from '@atelier/contracts';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import {
  clientAddress,
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { SubmitEnquiryCommand, type EnquirySubmission } from './submit-enquiry.command.js';

const ACCEPTED = 'EnquiryAccepted: { replyWithinHours }';
const LIMITED = 'rateLimited, data { retryAfterSeconds }';

/**
 * The site's forms (spec sections 3, 5, 7). Each method validates its own form with the schema
 * the web form uses and sends the same command; form-encoded and JSON bodies alike.
 */
@ApiTags('Forms and checks')
@Controller()
export class SubmitEnquiryController {
  constructor(private readonly commands: CommandBus) {}

  @Post(ApiPaths.consultAdvice)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: `Enquiry (institution) stored and sent to sales. ${ACCEPTED}` })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  institution(
    @Body(new ZodValidationPipe(enquiryFormSchema)) form: EnquiryFormValues,
    @Req() req: RequestWithContext,
  ): Promise<EnquiryAccepted> {
    return this.submit({ kind: 'institution', form }, req);
  }

  @Post(ApiPaths.consultContact)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: `Contact message stored and sent to sales. ${ACCEPTED}` })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  contact(
    @Body(new ZodValidationPipe(contactFormSchema)) form: ContactFormValues,
    @Req() req: RequestWithContext,
  ): Promise<EnquiryAccepted> {
    return this.submit({ kind: 'contact', form }, req);
  }

  @Post(ApiPaths.advice)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: `Consultation request stored and sent to sales. ${ACCEPTED}` })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  consultation(
    @Body(new ZodValidationPipe(consultationFormSchema)) form: ConsultationFormValues,
    @Req() req: RequestWithContext,
  ): Promise<EnquiryAccepted> {
    return this.submit({ kind: 'consultation', form }, req);
  }

  @Post(ApiPaths.ambassador)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: `Ambassador application stored and sent to sales. ${ACCEPTED}` })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  ambassador(
    @Body(new ZodValidationPipe(ambassadorFormSchema)) form: AmbassadorFormValues,
    @Req() req: RequestWithContext,
  ): Promise<EnquiryAccepted> {
    return this.submit({ kind: 'ambassador', form }, req);
  }

  @Post(ApiPaths.demoRequest)
  @HttpCode(200)
  @Public()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: `Demo request stored and sent to sales. ${ACCEPTED}` })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  demo(
    @Body(new ZodValidationPipe(demoRequestFormSchema)) form: DemoRequestFormValues,
    @Req() req: RequestWithContext,
  ): Promise<EnquiryAccepted> {
    return this.submit({ kind: 'demo', form }, req);
  }

  private submit(submission: EnquirySubmission, req: RequestWithContext): Promise<EnquiryAccepted> {
    return this.commands.execute(
      new SubmitEnquiryCommand({ submission, address: clientAddress(req) }, commandContextOf(req)),
    );
  }
}
