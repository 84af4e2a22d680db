import type { Locale, PdfPages } from '@atelier/contracts';
import { Query } from '@nestjs/cqrs';

export class ConvertPdfToImagesQuery extends Query<PdfPages> {
  constructor(
    readonly locale: Locale,
    readonly file: string,
    readonly page: number,
    readonly maxPages: number,
  ) {
    super();
  }
}
