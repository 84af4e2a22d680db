import { ROLES, sessionGrantSchema, sessionUserSchema } from '@atelier/contracts';
import { z } from 'zod';
import type { SessionEvent, SessionInput } from './session.machine.js';

/**
 * Runtime shape of every session event (the replay CLI checks scenario files with it; a server
 * or client may use it to check what it feeds the machine).
 */
export const sessionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LOGIN') }),
  z.object({ type: z.literal('LOGIN_SUCCEEDED'), grant: sessionGrantSchema }),
  z.object({ type: z.literal('LOGIN_FAILED'), message: z.string() }),
  z.object({ type: z.literal('LOGOUT') }),
  z.object({ type: z.literal('LOGOUT_DONE') }),
  z.object({ type: z.literal('UNAUTHORIZED'), message: z.string() }),
  z.object({ type: z.literal('CONFIRM') }),
  z.object({ type: z.literal('FORBIDDEN'), grant: sessionGrantSchema, message: z.string() }),
]) satisfies z.ZodType<SessionEvent>;

/** Runtime shape of a stored session (the machine's input); unknown keys are refused. */
export const sessionInputSchema = z
  .object({
    user: sessionUserSchema.nullable(),
    tokenName: z.string().nullable(),
    tokenValue: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
    provider: z.string().nullable(),
    providerExtra: z.object({ domain: z.string() }).catchall(z.string()).nullable(),
  })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<SessionInput>;
