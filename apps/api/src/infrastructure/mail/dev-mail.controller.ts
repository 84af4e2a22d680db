import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Public } from '../http/access.decorator.js';
import { readOutbox, readOutboxEntry, type OutboxEntry } from './mailer.js';

/**
 * The development mail page (DESIGN.md section 6): the outbox, newest first, each message
 * readable. Registered only when SMTP_URL is not set, so it never exists where mail is real.
 * A developer tool, in English: its texts are not product messages.
 */
@ApiExcludeController()
@Controller('dev/mail')
export class DevMailController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  async list(@Res() res: Response): Promise<void> {
    const entries = await readOutbox(this.config.outboxDir);
    const rows = entries
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.createdAt)}</td><td>${escapeHtml(entry.to)}</td>` +
          `<td><a href="/dev/mail/${entry.id}">${escapeHtml(entry.subject)}</a></td></tr>`,
      )
      .join('\n');
    page(
      res,
      'Outbox',
      entries.length === 0
        ? '<p>No mail yet.</p>'
        : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead>
           <tbody>${rows}</tbody></table>`,
    );
  }

  @Get(':id')
  @Public()
  async show(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const entry = await readOutboxEntry(this.config.outboxDir, id);
    if (!entry) {
      page(
        res,
        'Not found',
        '<p>No such message. <a href="/dev/mail">Back to the outbox</a></p>',
        404,
      );
      return;
    }
    page(res, entry.subject, message(entry));
  }
}

function message(entry: OutboxEntry): string {
  return `<p><a href="/dev/mail">Back to the outbox</a></p>
    <dl><dt>From</dt><dd>${escapeHtml(entry.from)}</dd><dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
    <dt>Sent</dt><dd>${escapeHtml(entry.createdAt)}</dd></dl>
    <pre>${escapeHtml(entry.text)}</pre>
    <p>The raw message is <code>${escapeHtml(entry.id)}.eml</code> in the outbox directory.</p>`;
}

function page(res: Response, title: string, body: string, status = 200): void {
  res
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · dev mail</title>
      <style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}
      td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ddd}
      pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style></head>
      <body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
