import { PDF_PAGES_URL_PREFIX, type PdfPages } from '@atelier/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PdfPageCache } from '../../pdf/pdf-page-cache.js';
import { ConvertPdfToImagesQuery } from './convert-pdf-to-images.query.js';

/**
 * A query although it may write: the cache it fills is derived data (no event, no read model),
 * and the same call always answers the same pages.
 */
@QueryHandler(ConvertPdfToImagesQuery)
export class ConvertPdfToImagesHandler implements IQueryHandler<ConvertPdfToImagesQuery, PdfPages> {
  constructor(private readonly cache: PdfPageCache) {}

  async execute({ locale, file, page, maxPages }: ConvertPdfToImagesQuery): Promise<PdfPages> {
    const { document, version, pageCount, pages } = await this.cache.pages(file, page, maxPages);
    return {
      file: document.id,
      title: document.title[locale],
      pageCount,
      pages: pages.map(({ index, width, height }) => ({
        index,
        url: `${PDF_PAGES_URL_PREFIX}/${document.id}/${version}/${index}.png`,
        width,
        height,
      })),
    };
  }
}
