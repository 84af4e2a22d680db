/**
 * Replays lifecycle scenarios: `npm run replay -- fixtures/scenarios/<name>.json [more.json …]`.
 * The logic lives in @atelier/machines (`runReplay`); this file only reads files and prints.
 * Exit code: 0 all passed, 1 a step did not match, 2 a file is missing or invalid.
 * The format is described in docs/qa.md.
 */
import { readFileSync } from 'node:fs';
import { runReplay, type ReplayExitCode } from '@atelier/machines';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run replay -- fixtures/scenarios/<name>.json [more.json …]');
  process.exit(2);
}

let worst: ReplayExitCode = 0;
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(
      `${file}: cannot read the file (${error instanceof Error ? error.message : String(error)})`,
    );
    worst = 2;
    continue;
  }
  const { exitCode, output } = runReplay(text, { source: file });
  if (exitCode === 0) console.log(output);
  else console.error(output);
  worst = Math.max(worst, exitCode) as ReplayExitCode;
}
process.exit(worst);
