/** The picture formats an avatar may have (AVATAR_UPLOAD), recognised by their first bytes. */
export type AvatarFormat = 'jpg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/**
 * The format by content ("magic bytes"), never by file name or the client's content type: a text
 * file named `.png` is no picture. Null for anything else.
 */
export function detectAvatarFormat(bytes: Uint8Array): AvatarFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // RIFF <size, 4 bytes> WEBP
  if (
    bytes.length >= 12 &&
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8)
  ) {
    return 'webp';
  }
  return null;
}
