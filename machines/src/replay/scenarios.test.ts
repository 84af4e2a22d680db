import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runReplay } from './replay.js';

const directory = fileURLToPath(new URL('../../../fixtures/scenarios/', import.meta.url));
const files = readdirSync(directory)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('fixtures/scenarios', () => {
  it('holds the scenarios of every registered machine', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'session-401-expired.json',
        'session-403-forbidden.json',
        'session-kenya-logout.json',
        'session-login-logout.json',
        'session-restore.json',
        'registration-happy-path.json',
        'registration-resend-after-cooldown.json',
        'registration-code-expired.json',
        'password-reset-happy-path.json',
        'password-reset-resend.json',
      ]),
    );
  });

  it.each(files)('%s replays without a mismatch', (name) => {
    const { exitCode, output } = runReplay(readFileSync(`${directory}${name}`, 'utf8'), {
      source: name,
    });
    expect(exitCode, output).toBe(0);
  });
});
