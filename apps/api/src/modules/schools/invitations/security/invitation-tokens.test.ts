import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenHash } from '../../../accounts/security/secrets.js';
import { InvitationTokens } from './invitation-tokens.js';
import { SERVER_SECRET_FILE, ServerSecret } from './server-secret.js';

const LINK_ID = '0195f3c2-7a1b-7c3d-8e4f-5a6b7c8d9e0f';

describe(InvitationTokens.name, () => {
  let dir: string;
  let sut: InvitationTokens;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-secret-'));
    sut = new InvitationTokens(await ServerSecret.loadOrCreate(dir));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  describe('linkToken', () => {
    it('is the same for a link every time and parses back to its id', () => {
      const token = sut.linkToken(LINK_ID);

      expect(sut.linkToken(LINK_ID)).toBe(token);
      expect(token.startsWith(`${LINK_ID}.`)).toBe(true);
      expect(sut.parse(token)).toEqual({ kind: 'class-link', linkId: LINK_ID });
    });

    it('is refused when forged, signed for another link or signed with another secret', async () => {
      const token = sut.linkToken(LINK_ID);
      const otherId = LINK_ID.replace(/f$/, 'e');
      const signature = token.split('.')[1] as string;
      const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-secret-'));
      const other = new InvitationTokens(await ServerSecret.loadOrCreate(otherDir));
      await fs.rm(otherDir, { recursive: true, force: true });

      expect(sut.parse(`${otherId}.${signature}`)).toEqual({ kind: 'unknown' });
      expect(sut.parse(`${LINK_ID}.${'A'.repeat(43)}`)).toEqual({ kind: 'unknown' });
      expect(sut.parse(other.linkToken(LINK_ID))).toEqual({ kind: 'unknown' });
    });
  });

  describe('parse', () => {
    it('reads an e-mail token as the hash the database keeps', () => {
      const { token, hash } = sut.newEmailToken();

      expect(hash).toBe(tokenHash(token));
      expect(sut.parse(token)).toEqual({ kind: 'email', tokenHash: hash });
    });

    it.each(['', 'x', '../../etc/passwd', `${LINK_ID}.`, 'a'.repeat(500), 'ÿ'.repeat(43)])(
      'reads %j as unknown',
      (token) => {
        expect(sut.parse(token)).toEqual({ kind: 'unknown' });
      },
    );
  });
});

describe(ServerSecret.name, () => {
  it('is made once, readable by the owner only, and the same on the next start', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-secret-'));
    try {
      const first = await ServerSecret.loadOrCreate(dir);
      const second = await ServerSecret.loadOrCreate(dir);
      const file = path.join(dir, SERVER_SECRET_FILE);

      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect(second.derive('x').equals(first.derive('x'))).toBe(true);
      expect(first.derive('x').equals(first.derive('y'))).toBe(false);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that does not hold a secret', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-secret-'));
    try {
      await fs.writeFile(path.join(dir, SERVER_SECRET_FILE), 'short\n');

      await expect(ServerSecret.loadOrCreate(dir)).rejects.toThrow(/32-byte secret/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
