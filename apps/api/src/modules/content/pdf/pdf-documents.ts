import { LOCALES, SLUG_PATTERN, type Locale } from '@atelier/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

export interface PdfDocument {
  id: string;
  /** Absolute path of the stored file, inside the documents folder. */
  file: string;
  title: Record<Locale, string>;
}

const documentsFileSchema = z.array(
  z.object({
    id: z.string().regex(SLUG_PATTERN),
    // A bare file name: the manifest cannot point outside its own folder.
    file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.pdf$/),
    title: z.record(z.enum(LOCALES), z.string().min(1)),
  }),
);

/** The stored documents' folder under FIXTURES_DIR and its manifest. */
export const PDF_DOCUMENTS_DIR = path.join('content', 'pdf');
export const PDF_DOCUMENTS_MANIFEST = 'documents.json';

/**
 * The whitelist of documents that can be shown as pages (fixtures/content/pdf/documents.json).
 * A request names a document by id; only this manifest turns an id into a file, so no request
 * can reach any other file. Read once at start: a malformed manifest stops the start.
 */
@Injectable()
export class PdfDocuments implements OnModuleInit {
  private readonly dir: string;
  private documents = new Map<string, PdfDocument>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = path.join(config.fixturesDir, PDF_DOCUMENTS_DIR);
  }

  onModuleInit(): void {
    const manifest = path.join(this.dir, PDF_DOCUMENTS_MANIFEST);
    const entries = documentsFileSchema.parse(JSON.parse(fs.readFileSync(manifest, 'utf8')));
    this.documents = new Map(
      entries.map((entry) => [
        entry.id,
        { id: entry.id, file: path.join(this.dir, entry.file), title: entry.title },
      ]),
    );
    if (this.documents.size !== entries.length) {
      throw new Error(`${manifest}: a document id appears twice`);
    }
  }

  find(id: string): PdfDocument | null {
    return this.documents.get(id) ?? null;
  }
}
