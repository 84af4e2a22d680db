import { z } from 'zod';
import { LOCALES } from './locales.js';
import { ROLES } from './roles.js';

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What login, social login, partner login and a 403 answer carry (spec section 8): the user, the
 * token as a name/value pair, and the role. Partner logins add the provider and its extras.
 */
export const sessionGrantSchema = z.object({
  user: sessionUserSchema,
  tokenName: z.string().min(1),
  tokenValue: z.string().min(1),
  role: z.enum(ROLES),
  provider: z.string().optional(),
  providerExtra: z.object({ domain: z.string() }).catchall(z.string()).optional(),
});
export type SessionGrant = z.infer<typeof sessionGrantSchema>;

export const langQuerySchema = z.object({
  lang: z.enum(LOCALES).optional(),
});
