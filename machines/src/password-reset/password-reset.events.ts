import { z } from 'zod';
import type { PasswordResetEvent, PasswordResetInput } from './password-reset.machine.js';

/**
 * Runtime shape of every password-reset event (the replay CLI checks scenario files with it; a
 * server or client may use it to check what it feeds the machine). A malformed e-mail, code or
 * password fits: refusing it is the machine's job.
 */
export const passwordResetEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUBMIT_EMAIL'), email: z.string() }),
  z.object({ type: z.literal('EMAIL_SENT') }),
  z.object({ type: z.literal('SEND_FAILED'), message: z.string() }),
  z.object({ type: z.literal('RESEND') }),
  z.object({ type: z.literal('CHANGE_EMAIL') }),
  z.object({
    type: z.literal('SUBMIT_RESET'),
    code: z.string(),
    password: z.string(),
    confirmation: z.string(),
  }),
  z.object({ type: z.literal('RESET_SUCCEEDED') }),
  z.object({ type: z.literal('RESET_FAILED'), message: z.string() }),
]) satisfies z.ZodType<PasswordResetEvent>;

/** Runtime shape of the pre-filled e-mail (the machine's input); unknown keys are refused. */
export const passwordResetInputSchema = z
  .object({ email: z.string() })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<PasswordResetInput>;
