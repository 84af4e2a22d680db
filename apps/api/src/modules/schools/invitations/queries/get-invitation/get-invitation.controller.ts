import { SchoolAdminPaths, type InvitationView } from '@atelier/contracts';
import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../../infrastructure/http/access.decorator.js';
import {
  clientAddress,
  commandContextOf,
  type RequestWithContext,
} from '../../../../../infrastructure/http/request-context.js';
import { GetInvitationQuery } from './get-invitation.query.js';

@ApiTags('School administration')
@Controller()
export class GetInvitationController {
  constructor(private readonly queries: QueryBus) {}

  /** Public: the join page asks before anyone logs in. Rate-limited per client address. */
  @Get(SchoolAdminPaths.invitation)
  @Public()
  @ApiOkResponse({ description: 'InvitationView; an unusable token is state `expired`' })
  show(@Param('token') token: string, @Req() req: RequestWithContext): Promise<InvitationView> {
    return this.queries.execute(
      new GetInvitationQuery(token, clientAddress(req), commandContextOf(req)),
    );
  }
}
