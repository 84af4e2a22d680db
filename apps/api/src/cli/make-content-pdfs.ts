/**
 * Writes the stored PDF documents of fixtures/content/pdf (a brochure and a courseware sheet)
 * with the project's own tiny PDF writer, so that the files in the repository can be rebuilt and
 * checked: `npm run build -w @atelier/api && node apps/api/dist/cli/make-content-pdfs.js`
 * (or give another output folder as the first argument). The output is deterministic.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PdfPage, writePdf, type Rgb } from '../modules/content/pdf/pdf-writer.js';

const GREEN: Rgb = [0.18, 0.48, 0.16];
const LIGHT_GREEN: Rgb = [0.89, 0.97, 0.86];
const ORANGE: Rgb = [0.91, 0.45, 0.23];
const INK: Rgb = [0.1, 0.1, 0.12];
const GREY: Rgb = [0.42, 0.42, 0.45];
const PALE: Rgb = [0.78, 0.8, 0.8];
const WHITE: Rgb = [1, 1, 1];

type Strokes = readonly (readonly (readonly [number, number])[])[];

/** Simple characters drawn stroke by stroke in a 100 × 100 box, in stroke order. */
const GLYPHS: Record<string, Strokes> = {
  一: [
    [
      [12, 52],
      [88, 52],
    ],
  ],
  二: [
    [
      [24, 34],
      [76, 34],
    ],
    [
      [12, 72],
      [88, 72],
    ],
  ],
  三: [
    [
      [22, 22],
      [78, 22],
    ],
    [
      [28, 50],
      [72, 50],
    ],
    [
      [12, 80],
      [88, 80],
    ],
  ],
  十: [
    [
      [12, 48],
      [88, 48],
    ],
    [
      [50, 10],
      [50, 92],
    ],
  ],
  人: [
    [
      [52, 12],
      [50, 40],
      [38, 66],
      [14, 88],
    ],
    [
      [52, 42],
      [66, 66],
      [88, 88],
    ],
  ],
  大: [
    [
      [12, 40],
      [88, 40],
    ],
    [
      [50, 10],
      [50, 44],
      [38, 68],
      [14, 90],
    ],
    [
      [54, 50],
      [70, 70],
      [88, 90],
    ],
  ],
};

function glyph(char: string): Strokes {
  const strokes = GLYPHS[char];
  if (!strokes) throw new Error(`No strokes for ${char}`);
  return strokes;
}

function footer(page: PdfPage, number: number, of: number): void {
  page.rect(0, 800, page.width, 42, LIGHT_GREEN);
  page.text(
    40,
    825,
    9,
    'Atelier Chinese Ltd • 12 Example Street, London EC1A 1AA, United Kingdom • hello@atelier.example',
    { color: GREY },
  );
  page.text(520, 825, 9, `Page ${number} of ${of}`, { color: GREY });
}

function bullets(page: PdfPage, x: number, top: number, width: number, items: string[]): number {
  let y = top;
  for (const item of items) {
    page.circle(x + 3, y - 3.5, 2.5, ORANGE);
    y = page.paragraph(x + 14, y, width - 14, 10.5, item) + 4;
  }
  return y;
}

function brochure(): Buffer {
  const cover = new PdfPage();
  cover.rect(0, 0, cover.width, 190, GREEN);
  cover.text(40, 78, 34, 'Atelier Chinese', { bold: true, color: WHITE });
  cover.text(40, 108, 15, 'Immersive Chinese for children aged 3 to 14', { color: WHITE });
  cover.text(40, 134, 11, 'For schools, kindergartens, institutions, teachers and families', {
    color: WHITE,
  });
  cover.glyph(glyph('大'), 400, 40, 62, WHITE);
  cover.glyph(glyph('人'), 480, 90, 62, LIGHT_GREEN);

  const figures: [string, string][] = [
    ['800', 'core words'],
    ['6', 'levels'],
    ['10', 'themes'],
    ['3,000+', 'test questions'],
  ];
  figures.forEach(([value, label], index) => {
    const x = 40 + index * 131;
    cover.rect(x, 215, 118, 86, LIGHT_GREEN);
    cover.text(x + 12, 258, 26, value, { bold: true, color: GREEN });
    cover.text(x + 12, 284, 11, label, { color: INK });
  });

  cover.text(40, 345, 17, 'How children learn', { bold: true, color: GREEN });
  let y = bullets(cover, 40, 372, 515, [
    'Animated videos and audio stories put every new word in a scene a child recognises.',
    'Games, puzzles, writing practice and word cards that young learners can use on a tablet on their own.',
    'Speaking practice with a score from 0 to 100 for every character, on pronunciation and tone.',
    'Quizzes, stage, midterm and final tests drawn from a bank of more than 3,000 questions.',
    'Monthly reports for parents and teachers: what was learnt, what needs another look.',
  ]);

  cover.text(40, y + 22, 17, 'The curriculum', { bold: true, color: GREEN });
  y = cover.paragraph(
    40,
    y + 48,
    515,
    10.5,
    'Six levels and ten themes taken from a child’s own world: greetings, family, numbers, colours, food, animals, school, body, weather and celebrations. About 60 coursewares per part.',
  );
  const courses: [string, string][] = [
    ['Beginner', 'levels 1 and 2 • 80 to 90 lessons'],
    ['Intermediate', 'levels 3 and 4 • 80 to 90 lessons'],
    ['Advanced', 'levels 5 and 6 • 90 lessons'],
  ];
  courses.forEach(([name, detail], index) => {
    const top = y + 8 + index * 34;
    cover.rect(40, top, 515, 28, index % 2 === 0 ? LIGHT_GREEN : WHITE);
    cover.text(52, top + 18, 11, name, { bold: true, color: GREEN });
    cover.text(170, top + 18, 11, detail);
  });
  cover.text(40, y + 138, 10, 'Start with one month free: no card needed for the trial.', {
    bold: true,
    color: ORANGE,
  });
  footer(cover, 1, 2);

  const offer = new PdfPage();
  offer.rect(0, 0, offer.width, 90, GREEN);
  offer.text(40, 56, 24, 'For classrooms and for families', { bold: true, color: WHITE });

  offer.text(40, 130, 15, 'In the classroom', { bold: true, color: GREEN });
  bullets(offer, 40, 154, 245, [
    'Prepare a lesson in minutes from ready coursewares.',
    'Assign homework, set a deadline and send reminders.',
    'Build tests: stage tests of 2 to 6 coursewares, midterm tests of 6 to 15, final tests of 6 to 30.',
    'Follow completion and accuracy by grade, class and student.',
  ]);

  offer.text(310, 130, 15, 'Live online classes', { bold: true, color: GREEN });
  bullets(offer, 310, 154, 245, [
    'One teacher and four learners, 50 minutes a lesson, four lessons a month.',
    'Holiday camps: five lessons a week, four themed and one for practice.',
    'One-to-one: a package of 10 lessons to use within 6 months.',
    'For children aged 5 to 12, in a video-meeting tool.',
  ]);

  offer.rect(40, 370, 515, 190, LIGHT_GREEN);
  offer.text(56, 398, 15, 'Prices', { bold: true, color: GREEN });
  const prices: [string, string][] = [
    ['Live online lesson', '£18 per lesson'],
    ['Monthly plan', '£29.99 a month'],
    ['Tablet app', '€9.90 a month, half price for online-course families'],
    ['Printed flashcards', '€39 per level'],
    ['Refer a friend', 'one free lesson, worth €15'],
    ['Teacher access', '1 teacher and up to 6 students included'],
  ];
  prices.forEach(([label, value], index) => {
    const top = 428 + index * 22;
    offer.text(56, top, 11, label, { bold: true });
    offer.text(200, top, 11, value);
  });

  offer.text(40, 600, 15, 'Children’s data', { bold: true, color: GREEN });
  const after = offer.paragraph(
    40,
    624,
    515,
    10.5,
    'We keep only what teaching needs: a child’s name, birth date, class and answers. Voice recordings are scored and then deleted. No advertising, no selling of data. Read the full policy at atelier.example/privacy.',
  );
  offer.text(40, after + 24, 15, 'Ask for a demo', { bold: true, color: ORANGE });
  offer.paragraph(
    40,
    after + 48,
    515,
    10.5,
    'Write to hello@atelier.example or use the enquiry form on our site. We reply within 24 hours.',
  );
  footer(offer, 2, 2);

  return writePdf([cover, offer], {
    title: 'Atelier Chinese – brochure',
    author: 'Atelier Chinese Ltd',
  });
}

/** A practice box: a frame with dashed centre lines (the classic "field" grid). */
function practiceBox(page: PdfPage, x: number, top: number, size: number): void {
  page.frame(x, top, size, size, GREEN, 1);
  page.line(
    [
      [x, top + size / 2],
      [x + size, top + size / 2],
    ],
    PALE,
    0.6,
    3,
  );
  page.line(
    [
      [x + size / 2, top],
      [x + size / 2, top + size],
    ],
    PALE,
    0.6,
    3,
  );
}

function coursewareSheet(): Buffer {
  const writing = new PdfPage();
  writing.rect(0, 0, writing.width, 96, GREEN);
  writing.text(40, 40, 12, 'Level 1 • Theme 3: Numbers', { color: LIGHT_GREEN });
  writing.text(40, 72, 24, 'Writing practice', { bold: true, color: WHITE });
  writing.text(380, 72, 11, 'Name: ____________________', { color: WHITE });
  writing.paragraph(
    40,
    124,
    515,
    10.5,
    'Trace the two grey characters, then write the character four times on your own. Follow the stroke order: from top to bottom, from left to right. The number after the pinyin is the tone.',
  );

  const rows: [string, string, string][] = [
    ['一', 'yi1', 'one'],
    ['二', 'er4', 'two'],
    ['三', 'san1', 'three'],
    ['十', 'shi2', 'ten'],
    ['人', 'ren2', 'person'],
    ['大', 'da4', 'big'],
  ];
  rows.forEach(([char, pinyin, meaning], index) => {
    const top = 170 + index * 102;
    writing.rect(40, top, 74, 74, LIGHT_GREEN);
    writing.glyph(glyph(char), 47, top + 7, 60, INK);
    writing.text(40, top + 92, 11, pinyin, { bold: true, color: GREEN });
    writing.text(76, top + 92, 11, meaning, { color: GREY });
    for (let box = 0; box < 6; box++) {
      const x = 130 + box * 72;
      practiceBox(writing, x, top + 4, 64);
      if (box < 2) writing.glyph(glyph(char), x + 6, top + 10, 52, PALE);
    }
  });
  footer(writing, 1, 2);

  const matching = new PdfPage();
  matching.rect(0, 0, matching.width, 96, GREEN);
  matching.text(40, 40, 12, 'Level 1 • Theme 3: Numbers', { color: LIGHT_GREEN });
  matching.text(40, 72, 24, 'Count, match and say', { bold: true, color: WHITE });
  matching.paragraph(
    40,
    124,
    515,
    10.5,
    'Count the dots in each box. Draw a line from the box to the character that says how many.',
  );
  const groups = [3, 1, 10, 2];
  groups.forEach((dots, index) => {
    const top = 160 + index * 110;
    matching.frame(40, top, 200, 86, GREEN, 1);
    for (let dot = 0; dot < dots; dot++) {
      const column = dot % 5;
      const row = Math.floor(dot / 5);
      matching.circle(72 + column * 34, top + 28 + row * 32, 11, ORANGE);
    }
    matching.circle(252, top + 43, 4, INK);
  });
  ['一', '二', '三', '十'].forEach((char, index) => {
    const top = 160 + index * 110;
    matching.circle(380, top + 43, 4, INK);
    matching.rect(400, top, 86, 86, LIGHT_GREEN);
    matching.glyph(glyph(char), 410, top + 10, 66, INK);
  });

  matching.text(40, 628, 15, 'Say it aloud', { bold: true, color: GREEN });
  matching.paragraph(
    40,
    652,
    515,
    10.5,
    'Count from one to three, then say ten: yi1, er4, san1, shi2. Record yourself in the app: it scores each character from 0 to 100 on pronunciation and tone.',
  );
  matching.text(40, 712, 10, 'Tones: 1 high and level • 2 rising • 3 low and dipping • 4 falling', {
    color: GREY,
  });
  matching.text(
    40,
    740,
    9,
    'For the teacher: answer key 1 dot = yi1, 2 dots = er4, 3 dots = san1, 10 dots = shi2.',
    { color: GREY },
  );
  matching.text(
    40,
    756,
    9,
    'This sheet goes with the Level 1 lessons on numbers (lessons 9 to 12).',
    {
      color: GREY,
    },
  );
  footer(matching, 2, 2);

  return writePdf([writing, matching], {
    title: 'Atelier Chinese – Level 1 courseware sheet: numbers',
    author: 'Atelier Chinese Ltd',
  });
}

async function main(): Promise<void> {
  const out = path.resolve(
    process.argv[2] ?? path.resolve(import.meta.dirname, '../../../../fixtures/content/pdf'),
  );
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(path.join(out, 'brochure.pdf'), brochure());
  await fs.writeFile(path.join(out, 'courseware-sheet.pdf'), coursewareSheet());
  process.stdout.write(`Wrote brochure.pdf and courseware-sheet.pdf to ${out}\n`);
}

await main();
