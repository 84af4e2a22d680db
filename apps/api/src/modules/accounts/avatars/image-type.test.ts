import { describe, expect, it } from 'vitest';
import { detectAvatarFormat } from './image-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe(detectAvatarFormat.name, () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectAvatarFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpg');
    expect(detectAvatarFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'png',
    );
    expect(detectAvatarFormat(text('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, other formats and truncated signatures', () => {
    expect(detectAvatarFormat(text('not a picture, whatever the name says'))).toBeNull();
    expect(detectAvatarFormat(text('GIF89a......'))).toBeNull();
    expect(detectAvatarFormat(text('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectAvatarFormat(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectAvatarFormat(bytes())).toBeNull();
  });
});
