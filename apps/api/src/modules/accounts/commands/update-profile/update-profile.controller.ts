import { ApiPaths, updateProfileSchema, type Profile } from '@atelier/contracts';
import {
  Body,
  Controller,
  HttpCode,
  Post,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Authenticated } from '../../../../infrastructure/http/access.decorator.js';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator.js';
import {
  commandContextOf,
  type RequestWithContext,
} from '../../../../infrastructure/http/request-context.js';
import type { SessionPrincipal } from '../../../../infrastructure/http/session-principal.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { AvatarUploadInterceptor } from '../../avatars/avatar-upload.interceptor.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@ApiTags('User')
@Controller()
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart (with an `avatar` file) or url-encoded. Allowed when the plan has ended. */
  @Post(ApiPaths.update)
  @HttpCode(200)
  @Authenticated({ endedPlanAllowed: true })
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The updated Profile' })
  update(
    @Body(new ZodValidationPipe(updateProfileSchema)) form: z.output<typeof updateProfileSchema>,
    @UploadedFile() avatar: Express.Multer.File | undefined,
    @CurrentUser() user: SessionPrincipal,
    @Req() req: RequestWithContext,
  ): Promise<Profile> {
    return this.commands.execute(
      new UpdateProfileCommand(
        {
          userId: user.userId,
          sessionId: user.sessionId,
          form,
          avatar: avatar?.buffer ?? null,
        },
        commandContextOf(req),
      ),
    );
  }
}
