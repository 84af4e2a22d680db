import { INVITE_PAGE_PATH } from '@atelier/contracts';
import type { AppConfig } from '../../../../config/app-config.js';
import type { RequestWithContext } from '../../../../infrastructure/http/request-context.js';

/**
 * Where the links in invitation mails point: PUBLIC_URL when it is set (the origin users reach),
 * otherwise the origin the inviter's own request came to (Express resolves a trusted proxy's
 * X-Forwarded-Proto and Host; see `trust proxy` in app.ts).
 */
export function mailOrigin(config: AppConfig, req: RequestWithContext): string {
  if (config.publicUrl) return config.publicUrl;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function invitePageUrl(origin: string, token: string): string {
  return `${origin}${INVITE_PAGE_PATH}/${token}`;
}
