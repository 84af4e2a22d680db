import { createHmac, timingSafeEqual } from 'node:crypto';
import { newToken, tokenHash } from '../../../accounts/security/secrets.js';
import type { ServerSecret } from './server-secret.js';

/** A class link's token: `<linkId>.<HMAC-SHA256(key, linkId), base64url>`. */
const LINK_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/;
/** An e-mailed invitation's token: 32 random bytes, base64url (never contains a dot). */
const EMAIL_TOKEN = /^[\w-]{43}$/;

export type ParsedInvitationToken =
  | { kind: 'class-link'; linkId: string }
  | { kind: 'email'; tokenHash: string }
  | { kind: 'unknown' };

/**
 * Invitation tokens. A class link's token is derived from its link id with a key of the server
 * secret: the manager sees the same link every time, nothing about it is stored, and checking one
 * needs no look-up by token; regenerating the link (a new id) retires the old token. An e-mailed
 * invitation's token is random and stored as its SHA-256 only.
 */
export class InvitationTokens {
  private readonly linkKey: Buffer;

  constructor(secret: ServerSecret) {
    this.linkKey = secret.derive('class-invite-link');
  }

  linkToken(linkId: string): string {
    return `${linkId}.${this.signature(linkId).toString('base64url')}`;
  }

  /** A new e-mail invitation token and what the database keeps of it. */
  newEmailToken(): { token: string; hash: string } {
    const token = newToken();
    return { token, hash: tokenHash(token) };
  }

  /** What a token from a URL is; a forged link token or any other text is `unknown`. */
  parse(token: string): ParsedInvitationToken {
    const link = LINK_TOKEN.exec(token);
    if (link) {
      const linkId = link[1] as string;
      const given = Buffer.from(link[2] as string, 'base64url');
      const expected = this.signature(linkId);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { kind: 'class-link', linkId }
        : { kind: 'unknown' };
    }
    if (EMAIL_TOKEN.test(token)) return { kind: 'email', tokenHash: tokenHash(token) };
    return { kind: 'unknown' };
  }

  private signature(linkId: string): Buffer {
    return createHmac('sha256', this.linkKey).update(linkId, 'utf8').digest();
  }
}
