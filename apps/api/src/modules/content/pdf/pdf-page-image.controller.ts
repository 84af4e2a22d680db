import { PDF_PAGES_URL_PREFIX } from '@atelier/contracts';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../infrastructure/http/access.decorator.js';
import { DomainError } from '../../../infrastructure/http/domain-error.js';
import { PdfPageCache } from './pdf-page-cache.js';

const IMAGE_NAME = /^([1-9]\d{0,4})\.png$/;

/**
 * The page images that `GET /ajax/covert-pdf-to-images` points to: plain PNG responses outside
 * the API prefixes (no envelope). Every path part is checked against the document whitelist and
 * strict patterns before it names a file, so no request reaches any other file.
 */
@Controller()
export class PdfPageImageController {
  constructor(private readonly cache: PdfPageCache) {}

  @Get(`${PDF_PAGES_URL_PREFIX}/:file/:version/:image`)
  @Public()
  @ApiExcludeEndpoint()
  async image(
    @Param('file') file: string,
    @Param('version') version: string,
    @Param('image') image: string,
    @Res() res: Response,
  ): Promise<void> {
    const match = IMAGE_NAME.exec(image);
    const path = match ? await this.cache.imageFile(file, version, Number(match[1])) : null;
    if (!path) throw new DomainError('notFound');
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The version in the path is a hash of the PDF: this URL's bytes never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.sendFile(path);
  }
}
