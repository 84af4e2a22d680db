import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The file under DATA_DIR that holds the server's secret (created on first start). */
export const SERVER_SECRET_FILE = 'server-secret';
const SECRET_BYTES = 32;

/**
 * The server's own secret: 32 random bytes made on the first start and kept in
 * `<DATA_DIR>/server-secret` (mode 0600), never logged and never sent. Each use gets a key of its
 * own derived with HKDF (`derive('class-invite-link')`), so one purpose's key says nothing about
 * another's. Deleting the file invalidates what was signed with it (class invite links).
 */
export class ServerSecret {
  private constructor(private readonly secret: Buffer) {}

  static async loadOrCreate(dataDir: string): Promise<ServerSecret> {
    const file = path.join(dataDir, SERVER_SECRET_FILE);
    await fs.mkdir(dataDir, { recursive: true });
    try {
      // `wx`: of two processes starting on the same directory, one creates, the other reads.
      await fs.writeFile(file, `${randomBytes(SECRET_BYTES).toString('base64url')}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const secret = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
    if (secret.length < SECRET_BYTES) {
      throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte secret; remove it to make one`);
    }
    return new ServerSecret(secret);
  }

  /** A 32-byte key for one purpose. */
  derive(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), purpose, 32));
  }
}
