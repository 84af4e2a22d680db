import {
  ApiPaths,
  PDF_PAGES,
  pdfPagesQuerySchema,
  toLocale,
  type PdfPages,
} from '@atelier/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { Public } from '../../../../infrastructure/http/access.decorator.js';
import { ZodValidationPipe } from '../../../../infrastructure/http/zod-validation.pipe.js';
import { ConvertPdfToImagesQuery } from './convert-pdf-to-images.query.js';

@ApiTags('Site and content')
@Controller()
export class ConvertPdfToImagesController {
  constructor(private readonly queries: QueryBus) {}

  @Get(ApiPaths.convertPdfToImages)
  @Public()
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'zh', 'fr'] })
  @ApiQuery({
    name: 'file',
    required: true,
    description: 'Document id: brochure, courseware-sheet',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'First page, from 1' })
  @ApiQuery({
    name: 'maxPages',
    required: false,
    type: Number,
    description: `1 to ${PDF_PAGES.limit} (default ${PDF_PAGES.limit})`,
  })
  @ApiOkResponse({
    description:
      'PdfPages: { file, title, pageCount, pages: [{ index, url, width, height }] }; 404 unknown file, 400 notPdf',
  })
  convert(
    @Query(new ZodValidationPipe(pdfPagesQuerySchema)) query: z.output<typeof pdfPagesQuerySchema>,
  ): Promise<PdfPages> {
    return this.queries.execute(
      new ConvertPdfToImagesQuery(toLocale(query.lang), query.file, query.page, query.maxPages),
    );
  }
}
