import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse } from '@nestjs/swagger';

/**
 * A school-administration action: a POST answering 200 (not 201), taking the form as JSON or
 * urlencoded, with what it answers for the OpenAPI document. Who may call it stays on the method
 * (`@Roles`).
 */
export const AdminPost = (path: string, okDescription: string): MethodDecorator =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    ApiConsumes('application/json', 'application/x-www-form-urlencoded'),
    ApiOkResponse({ description: okDescription }),
  );
