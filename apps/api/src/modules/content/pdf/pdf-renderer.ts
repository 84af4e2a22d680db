import { createCanvas } from '@napi-rs/canvas';
import { Injectable } from '@nestjs/common';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface RenderedPage {
  /** 1-based page number. */
  index: number;
  png: Buffer;
  width: number;
  height: number;
}

/** pdf.js's data folders (fonts, CMaps, ICC profiles, wasm decoders), read from the package. */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string): string => `${path.join(pdfjsRoot, name)}${path.sep}`;

/** pdf.js is typed for the DOM's canvas; @napi-rs/canvas implements the same interface. */
type RenderParameters = Parameters<PDFPageProxy['render']>[0];

/**
 * Renders PDF pages to PNG with pdf.js (Apache-2.0) on @napi-rs/canvas (MIT, Skia shipped as an
 * npm package): nothing to install besides npm packages. Pages are drawn `width` pixels wide.
 * pdf.js runs its parser in this thread ("fake worker"); callers render one document at a time.
 */
@Injectable()
export class PdfRenderer {
  private async open(data: Uint8Array): Promise<PDFDocumentProxy> {
    return getDocument({
      // pdf.js takes ownership of (and detaches) the buffer it is given: pass a copy.
      data: new Uint8Array(data),
      standardFontDataUrl: folder('standard_fonts'),
      cMapUrl: folder('cmaps'),
      cMapPacked: true,
      iccUrl: folder('iccs'),
      wasmUrl: folder('wasm'),
      // Never evaluate code built from a document (CVE-2024-4367); fonts are drawn as paths.
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  }

  async pageCount(data: Uint8Array): Promise<number> {
    const document = await this.open(data);
    try {
      return document.numPages;
    } finally {
      await document.destroy();
    }
  }

  async render(
    data: Uint8Array,
    indexes: readonly number[],
    width: number,
  ): Promise<RenderedPage[]> {
    const document = await this.open(data);
    try {
      const pages: RenderedPage[] = [];
      for (const index of indexes) {
        const page = await document.getPage(index);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / base.width });
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
        const context = canvas.getContext('2d');
        // A white sheet: PDF pages are paper, and a transparent PNG shows dark on dark themes.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({
          canvas: canvas as unknown as RenderParameters['canvas'],
          canvasContext: context as unknown as RenderParameters['canvasContext'],
          viewport,
        }).promise;
        pages.push({
          index,
          png: await canvas.encode('png'),
          width: canvas.width,
          height: canvas.height,
        });
        page.cleanup();
      }
      return pages;
    } finally {
      await document.destroy();
    }
  }
}
