import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What the outbox keeps beside each raw message, for the development mail page. */
export interface OutboxEntry {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export const OUTBOX_ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

/**
 * Outgoing mail through nodemailer (DESIGN.md section 6). With SMTP_URL set, messages are
 * delivered over SMTP; without it they are written to `<DATA_DIR>/outbox` as the raw message
 * (`.eml`, readable by any mail client) plus a JSON summary that `GET /dev/mail` lists.
 *
 * Messages may carry a one-time code: they are never logged, only their failure (without content).
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get deliversOverSmtp(): boolean {
    return this.config.smtpUrl !== null;
  }

  /** Sends one message; rejects when the SMTP server refuses it (the caller answers 503). */
  async send(message: MailMessage): Promise<void> {
    const mail = { from: this.config.mailFrom, ...message };
    try {
      const info = (await this.transport.sendMail(mail)) as { message?: Buffer };
      if (!this.config.smtpUrl && info.message) await this.writeToOutbox(mail, info.message);
    } catch (error) {
      this.logger.error(
        { err: error instanceof Error ? { name: error.name, code: errorCode(error) } : 'unknown' },
        'mail could not be sent',
      );
      throw error;
    }
  }

  private async writeToOutbox(mail: MailMessage & { from: string }, raw: Buffer): Promise<void> {
    const now = new Date();
    const id = `${now.getTime()}-${randomBytes(4).toString('hex')}`;
    const entry: OutboxEntry = { id, ...mail, createdAt: now.toISOString() };
    const dir = this.config.outboxDir;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${id}.eml`), raw);
    await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
  }
}

function errorCode(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Reads the outbox, newest first (ids start with the time in milliseconds). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => OUTBOX_ID_PATTERN.test(id))
    .sort()
    .reverse();
  const entries: OutboxEntry[] = [];
  for (const id of ids) {
    const entry = await readOutboxEntry(dir, id);
    if (entry) entries.push(entry);
  }
  return entries;
}

export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  if (!OUTBOX_ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}
