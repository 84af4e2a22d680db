import { AVATAR_UPLOAD } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { isAcceptableAvatar, sniffImageType } from './avatar-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0];
const WAVE = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45];

/** A file of `size` bytes starting with `head`, typed as the browser might guess it. */
function buildFile(head: number[], size = 1024, type = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new Blob([bytes], { type });
}

describe('sniffImageType', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF', GIF, null],
    ['a RIFF that is not WebP (WAVE)', WAVE, null],
    ['nothing', [], null],
  ])('%s → %s', (_, head, expected) => {
    expect(sniffImageType(new Uint8Array(head))).toBe(expected);
  });
});

describe('isAcceptableAvatar', () => {
  it('accepts a picture by its content, whatever the browser guessed', async () => {
    expect(await isAcceptableAvatar(buildFile(JPEG, 2048, 'application/octet-stream'))).toBe(true);
  });

  it('refuses a file whose content is not a JPEG, PNG or WebP, even named as one', async () => {
    expect(await isAcceptableAvatar(buildFile(GIF, 2048, 'image/png'))).toBe(false);
  });

  it('accepts the size limit itself and refuses one byte more, or an empty file', async () => {
    expect(await isAcceptableAvatar(buildFile(PNG, AVATAR_UPLOAD.maxBytes))).toBe(true);
    expect(await isAcceptableAvatar(buildFile(PNG, AVATAR_UPLOAD.maxBytes + 1))).toBe(false);
    expect(await isAcceptableAvatar(buildFile([], 0))).toBe(false);
  });
});
