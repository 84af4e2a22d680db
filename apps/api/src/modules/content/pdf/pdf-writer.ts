/**
 * A tiny PDF writer (PDF 1.4, uncompressed): A4 pages with filled shapes, stroked paths and
 * Helvetica text. It writes the stored documents of fixtures/content/pdf (see
 * src/cli/make-content-pdfs.ts) and the test documents of the PDF tests; it is not a general
 * PDF library. Coordinates are in points from the top-left corner.
 */
export type Rgb = readonly [number, number, number];

const A4 = { width: 595, height: 842 } as const;

/** WinAnsiEncoding codes of the characters outside Latin-1 that our texts use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.codePointAt(0)!;
    if (code > 0xff) throw new Error(`The PDF writer cannot encode "${char}" in "${text}"`);
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return out;
}

const num = (value: number): string => String(Math.round(value * 100) / 100);
const colour = ([r, g, b]: Rgb): string => `${num(r)} ${num(g)} ${num(b)}`;

export class PdfPage {
  private readonly ops: string[] = [];
  readonly width = A4.width;
  readonly height = A4.height;

  private y(top: number): number {
    return this.height - top;
  }

  rect(x: number, top: number, width: number, height: number, fill: Rgb): this {
    this.ops.push(
      `${colour(fill)} rg ${num(x)} ${num(this.y(top + height))} ${num(width)} ${num(height)} re f`,
    );
    return this;
  }

  /** An outlined rectangle, optionally dashed. */
  frame(
    x: number,
    top: number,
    width: number,
    height: number,
    stroke: Rgb,
    lineWidth = 1,
    dash?: number,
  ): this {
    this.ops.push(
      `q ${colour(stroke)} RG ${num(lineWidth)} w ${dash ? `[${dash}] 0 d` : ''} ${num(x)} ${num(this.y(top + height))} ${num(width)} ${num(height)} re S Q`,
    );
    return this;
  }

  circle(cx: number, cy: number, r: number, fill: Rgb): this {
    // Four Bézier arcs; k is the usual circle constant.
    const k = 0.5523 * r;
    const y = this.y(cy);
    this.ops.push(
      [
        `${colour(fill)} rg`,
        `${num(cx + r)} ${num(y)} m`,
        `${num(cx + r)} ${num(y + k)} ${num(cx + k)} ${num(y + r)} ${num(cx)} ${num(y + r)} c`,
        `${num(cx - k)} ${num(y + r)} ${num(cx - r)} ${num(y + k)} ${num(cx - r)} ${num(y)} c`,
        `${num(cx - r)} ${num(y - k)} ${num(cx - k)} ${num(y - r)} ${num(cx)} ${num(y - r)} c`,
        `${num(cx + k)} ${num(y - r)} ${num(cx + r)} ${num(y - k)} ${num(cx + r)} ${num(y)} c f`,
      ].join(' '),
    );
    return this;
  }

  /** A polyline with round caps and joins, optionally dashed. */
  line(
    points: readonly (readonly [number, number])[],
    stroke: Rgb,
    lineWidth = 1,
    dash?: number,
  ): this {
    const [first, ...rest] = points;
    if (!first) return this;
    const path = [
      `${num(first[0])} ${num(this.y(first[1]))} m`,
      ...rest.map(([x, top]) => `${num(x)} ${num(this.y(top))} l`),
    ].join(' ');
    this.ops.push(
      `q ${colour(stroke)} RG ${num(lineWidth)} w 1 J 1 j ${dash ? `[${dash}] 0 d` : ''} ${path} S Q`,
    );
    return this;
  }

  /** Strokes drawn in a 100 × 100 box placed at (x, top) with side `size` (Chinese characters). */
  glyph(
    strokes: readonly (readonly (readonly [number, number])[])[],
    x: number,
    top: number,
    size: number,
    stroke: Rgb,
  ): this {
    for (const points of strokes) {
      this.line(
        points.map(([px, py]) => [x + (px * size) / 100, top + (py * size) / 100] as const),
        stroke,
        size / 11,
      );
    }
    return this;
  }

  /** One line of text whose baseline is at `top`. */
  text(
    x: number,
    top: number,
    size: number,
    text: string,
    options: { bold?: boolean; color?: Rgb } = {},
  ): this {
    this.ops.push(
      `BT ${colour(options.color ?? [0.1, 0.1, 0.12])} rg /${options.bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(this.y(top))} Td (${encodeText(text)}) Tj ET`,
    );
    return this;
  }

  /**
   * Text wrapped to `width` (Helvetica's average advance is about half the size), one line every
   * `size * 1.4`. Answers the baseline below the last line.
   */
  paragraph(
    x: number,
    top: number,
    width: number,
    size: number,
    text: string,
    options: { bold?: boolean; color?: Rgb } = {},
  ): number {
    const perLine = Math.max(8, Math.floor(width / (size * 0.5)));
    let line = '';
    let baseline = top;
    for (const word of text.split(/\s+/)) {
      if (line && `${line} ${word}`.length > perLine) {
        this.text(x, baseline, size, line, options);
        baseline += size * 1.4;
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) this.text(x, baseline, size, line, options);
    return baseline + size * 1.4;
  }

  content(): string {
    return this.ops.join('\n');
  }
}

/** The PDF file of these pages; no date in it, so the same pages always give the same bytes. */
export function writePdf(
  pages: readonly PdfPage[],
  info: { title: string; author: string },
): Buffer {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const infoId = add(
    `<< /Title (${encodeText(info.title)}) /Author (${encodeText(info.author)}) /Producer (Atelier Chinese) >>`,
  );
  const kids: number[] = [];
  for (const page of pages) {
    const content = page.content();
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // The second line's high bytes tell tools the file is binary (PDF 1.4, section 3.4.1).
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
