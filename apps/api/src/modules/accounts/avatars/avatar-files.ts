import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AvatarFormat } from './image-type.js';

/** Avatars live in `<DATA_DIR>/uploads/avatars`, named at random (a name reveals nothing). */
const AVATAR_DIR = 'avatars';

/** Writes the picture and returns its path relative to the uploads directory. */
export async function writeAvatar(
  uploadsDir: string,
  bytes: Buffer,
  format: AvatarFormat,
): Promise<string> {
  const relative = `${AVATAR_DIR}/${randomBytes(16).toString('hex')}.${format}`;
  await fs.mkdir(path.join(uploadsDir, AVATAR_DIR), { recursive: true });
  // `wx`: never overwrite, should two random names ever collide.
  await fs.writeFile(path.join(uploadsDir, relative), bytes, { flag: 'wx' });
  return relative;
}

/** Removes a stored avatar; a file already gone is fine. */
export async function removeAvatar(uploadsDir: string, relative: string): Promise<void> {
  if (!relative.startsWith(`${AVATAR_DIR}/`) || relative.includes('..')) return;
  await fs.rm(path.join(uploadsDir, relative), { force: true });
}
