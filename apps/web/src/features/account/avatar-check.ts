import { AVATAR_UPLOAD } from '@atelier/contracts';

type AvatarType = (typeof AVATAR_UPLOAD.mimeTypes)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * The picture type read from the file's first bytes (its "magic number"), as the server checks
 * it: the name and the browser's guessed type do not count.
 */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The client's copy of the server's avatar rule (AVATAR_UPLOAD): a JPEG, PNG or WebP, small enough. */
export async function isAcceptableAvatar(file: Blob): Promise<boolean> {
  if (file.size === 0 || file.size > AVATAR_UPLOAD.maxBytes) return false;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const type = sniffImageType(head);
  return type !== null && (AVATAR_UPLOAD.mimeTypes as readonly string[]).includes(type);
}
