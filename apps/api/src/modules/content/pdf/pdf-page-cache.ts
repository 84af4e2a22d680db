import { PDF_PAGES } from '@atelier/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AsyncMutex } from '../../../infrastructure/concurrency/async-mutex.js';
import { DomainError, ValidationFailed } from '../../../infrastructure/http/domain-error.js';
import { PdfDocuments, type PdfDocument } from './pdf-documents.js';
import { PdfRenderer } from './pdf-renderer.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const VERSION_PATTERN = /^[0-9a-f]{16}$/;
const MANIFEST = 'pages.json';

interface Manifest {
  pageCount: number;
  /** Page number → pixel size of its PNG. */
  pages: Record<string, { width: number; height: number }>;
}

export interface CachedPage {
  index: number;
  width: number;
  height: number;
}

export interface CachedPages {
  document: PdfDocument;
  /** A hash of the PDF's bytes: a changed file gets new image URLs, so images are immutable. */
  version: string;
  pageCount: number;
  pages: CachedPage[];
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}

async function readManifest(dir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Stored PDFs converted to PNG pages, cached under DATA_DIR/pdf-pages/<id>/<version>/. A page is
 * converted once: later calls read the cache. Conversions run one at a time (one mutex for the
 * process), and a caller re-checks the cache once it holds the lock, so two requests for the same
 * pages at once convert them once. Files are written to a temporary name and renamed, so a reader
 * never sees half an image.
 */
@Injectable()
export class PdfPageCache {
  private readonly logger = new Logger(PdfPageCache.name);
  private readonly root: string;
  private readonly mutex = new AsyncMutex();
  private rendered = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly documents: PdfDocuments,
    private readonly renderer: PdfRenderer,
  ) {
    this.root = path.join(config.dataDir, 'pdf-pages');
  }

  /** Pages converted since start (diagnostics, and the tests' proof that a cache hit converts nothing). */
  get pagesRendered(): number {
    return this.rendered;
  }

  /** Pages `first` .. `first + count - 1` (capped at the end) of a stored document. */
  async pages(id: string, first: number, count: number): Promise<CachedPages> {
    const document = this.documents.find(id);
    if (!document) throw new DomainError('notFound');
    const data = await this.read(document);
    const version = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const dir = path.join(this.root, document.id, version);

    const cached = await this.lookup(dir, first, count);
    if (cached) return { document, version, ...cached };
    return this.mutex.runExclusive(async () => {
      // Another request may have converted these pages while this one waited.
      const again = await this.lookup(dir, first, count);
      if (again) return { document, version, ...again };
      const converted = await this.convert(data, dir, first, count);
      await this.dropOtherVersions(document.id, version);
      return { document, version, ...converted };
    });
  }

  /**
   * The PNG of one page, for the image route: null unless the id is a stored document, the
   * version is its current one and the page exists. A page not yet converted is converted now.
   */
  async imageFile(id: string, version: string, index: number): Promise<string | null> {
    if (!VERSION_PATTERN.test(version) || !Number.isInteger(index) || index < 1) return null;
    const document = this.documents.find(id);
    if (!document) return null;
    const file = path.join(this.root, document.id, version, `${index}.png`);
    if (await this.exists(file)) return file;
    try {
      const current = await this.pages(id, index, 1);
      return current.version === version && current.pages.length === 1 ? file : null;
    } catch (error) {
      if (error instanceof DomainError || error instanceof ValidationFailed) return null;
      throw error;
    }
  }

  private async read(document: PdfDocument): Promise<Buffer> {
    let data: Buffer;
    try {
      data = await fs.readFile(document.file);
    } catch {
      this.logger.warn({ document: document.id }, 'A listed PDF document is missing');
      throw new DomainError('notFound');
    }
    if (!data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new DomainError('notPdf');
    return data;
  }

  private async lookup(
    dir: string,
    first: number,
    count: number,
  ): Promise<{ pageCount: number; pages: CachedPage[] } | null> {
    const manifest = await readManifest(dir);
    if (!manifest) return null;
    const indexes = this.range(manifest.pageCount, first, count);
    const pages: CachedPage[] = [];
    for (const index of indexes) {
      const size = manifest.pages[String(index)];
      if (!size || !(await this.exists(path.join(dir, `${index}.png`)))) return null;
      pages.push({ index, ...size });
    }
    return { pageCount: manifest.pageCount, pages };
  }

  private async convert(
    data: Buffer,
    dir: string,
    first: number,
    count: number,
  ): Promise<{ pageCount: number; pages: CachedPage[] }> {
    const manifest: Manifest = (await readManifest(dir)) ?? {
      pageCount: await this.countPages(data),
      pages: {},
    };
    const indexes = this.range(manifest.pageCount, first, count);
    const missing: number[] = [];
    for (const index of indexes) {
      const known = manifest.pages[String(index)] !== undefined;
      if (!known || !(await this.exists(path.join(dir, `${index}.png`)))) missing.push(index);
    }
    await fs.mkdir(dir, { recursive: true });
    if (missing.length > 0) {
      const rendered = await this.renderer.render(data, missing, PDF_PAGES.renderWidth);
      for (const page of rendered) {
        await writeAtomically(path.join(dir, `${page.index}.png`), page.png);
        manifest.pages[String(page.index)] = { width: page.width, height: page.height };
        this.rendered += 1;
      }
    }
    await writeAtomically(path.join(dir, MANIFEST), JSON.stringify(manifest));
    return {
      pageCount: manifest.pageCount,
      pages: indexes.map((index) => ({ index, ...manifest.pages[String(index)]! })),
    };
  }

  private async countPages(data: Buffer): Promise<number> {
    try {
      return await this.renderer.pageCount(data);
    } catch (error) {
      // Starts like a PDF but pdf.js cannot read it: for the caller it is not a PDF either.
      if (error instanceof Error && error.name === 'InvalidPDFException') {
        throw new DomainError('notPdf');
      }
      throw error;
    }
  }

  /** The asked pages, capped at the document's end; a first page past the end is a 400. */
  private range(pageCount: number, first: number, count: number): number[] {
    if (first > pageCount) {
      throw new ValidationFailed([
        { path: ['page'], code: 'too_big', maximum: pageCount, message: 'site.validation.atMost' },
      ]);
    }
    const last = Math.min(pageCount, first + Math.min(count, PDF_PAGES.limit) - 1);
    return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  }

  /** A changed PDF has a new version: the pages of the old one are never asked for again. */
  private async dropOtherVersions(id: string, version: string): Promise<void> {
    const documentDir = path.join(this.root, id);
    for (const entry of await fs.readdir(documentDir)) {
      if (entry !== version && VERSION_PATTERN.test(entry)) {
        await fs.rm(path.join(documentDir, entry), { recursive: true, force: true });
      }
    }
  }

  private async exists(file: string): Promise<boolean> {
    try {
      await fs.access(file);
      return true;
    } catch {
      return false;
    }
  }
}
