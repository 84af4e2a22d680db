import { INVITE_PAGE_PATH, isApiPath, OPENAPI_PATH } from '@atelier/contracts';
import type { Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

const SERVER_OWNED_PREFIXES = ['/uploads/', '/dev/'];

/**
 * Serves the built SPA's index.html for page routes that no controller handles, so client-side
 * routes (and the spec's hash URLs such as /user/#/login, whose path is /user/) load the app. API
 * prefixes never fall back: an unknown API path is a 404 envelope.
 */
export class SpaFallback {
  private readonly indexFile: string;

  constructor(private readonly distDir: string) {
    this.indexFile = path.join(distDir, 'index.html');
  }

  static ifBuilt(distDir: string | null): SpaFallback | null {
    return distDir && fs.existsSync(path.join(distDir, 'index.html'))
      ? new SpaFallback(distDir)
      : null;
  }

  get root(): string {
    return this.distDir;
  }

  canServe(req: Request): boolean {
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(req.path) &&
      !req.path.startsWith(OPENAPI_PATH) &&
      // Uploaded files and the development mail page are never pages of the app.
      !SERVER_OWNED_PREFIXES.some((prefix) => req.path.startsWith(prefix)) &&
      // Page URLs have no extension or end in .html; a missing asset stays a 404. Join pages are
      // pages whatever their token: a class link's token holds a dot (`<link id>.<signature>`).
      (['', '.html'].includes(path.extname(req.path)) ||
        req.path.startsWith(`${INVITE_PAGE_PATH}/`))
    );
  }

  serve(_req: Request, res: Response): void {
    res.status(200).type('html').setHeader('Cache-Control', 'no-cache').sendFile(this.indexFile);
  }
}
