import type { EntityManager } from 'typeorm';
import { readContentSources } from './content-sources.js';

export interface ContentImportReport {
  /** Sources written this time (new, or their files changed since the last import). */
  imported: string[];
  /** Sources whose files are unchanged: their rows were left as they are. */
  unchanged: string[];
}

/**
 * Loads site content from fixtures/content into the database, in the caller's transaction. Each
 * source (home, banners, articles, blog, cases, videos) is fingerprinted by a hash of its files:
 * an unchanged source is skipped, so restarts write nothing and keep edits made in the database;
 * a changed source replaces its rows as a whole, so a fixed typo or a removed post reaches the
 * site on the next start. Every file is read and checked before the first write.
 */
export async function importContent(
  manager: EntityManager,
  contentDir: string,
  now: string,
): Promise<ContentImportReport> {
  const sources = await readContentSources(contentDir);
  const rows = (await manager.query(`SELECT name, sha256 FROM content_sources`)) as {
    name: string;
    sha256: string;
  }[];
  const known = new Map(rows.map((row) => [row.name, row.sha256]));
  const report: ContentImportReport = { imported: [], unchanged: [] };
  for (const source of sources) {
    if (known.get(source.name) === source.fingerprint) {
      report.unchanged.push(source.name);
      continue;
    }
    await source.replace(manager, now);
    await manager.query(
      `INSERT INTO content_sources (name, sha256, imported_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, imported_at = excluded.imported_at`,
      [source.name, source.fingerprint, now],
    );
    report.imported.push(source.name);
  }
  return report;
}
