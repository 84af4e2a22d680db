import { ROLES, sessionGrantSchema } from '@atelier/contracts';
import { z } from 'zod';
import type {
  RegistrationDetails,
  RegistrationEvent,
  RegistrationInput,
} from './registration.machine.js';

/**
 * The shape of the personal-information form. Only the shape: the rules (password length,
 * confirmation) are the machine's guards, so a scenario can send a form the machine refuses.
 */
export const registrationDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  password: z.string(),
  confirmation: z.string(),
}) satisfies z.ZodType<RegistrationDetails>;

/**
 * Runtime shape of every registration event (the replay CLI checks scenario files with it; a
 * server or client may use it to check what it feeds the machine). A malformed e-mail or code
 * fits: refusing it is the machine's job.
 */
export const registrationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUBMIT_EMAIL'), email: z.string(), role: z.enum(ROLES) }),
  z.object({ type: z.literal('CODE_SENT') }),
  z.object({ type: z.literal('SEND_FAILED'), message: z.string() }),
  z.object({ type: z.literal('RESEND') }),
  z.object({ type: z.literal('CHANGE_EMAIL') }),
  z.object({ type: z.literal('SUBMIT_CODE'), code: z.string() }),
  z.object({ type: z.literal('CODE_VERIFIED'), ticket: z.string().min(1) }),
  z.object({ type: z.literal('CODE_REJECTED'), message: z.string() }),
  z.object({ type: z.literal('SUBMIT_DETAILS'), details: registrationDetailsSchema }),
  z.object({ type: z.literal('REGISTERED'), grant: sessionGrantSchema }),
  z.object({ type: z.literal('REGISTER_FAILED'), message: z.string() }),
]) satisfies z.ZodType<RegistrationEvent>;

/** Runtime shape of the pre-filled values (the machine's input); unknown keys are refused. */
export const registrationInputSchema = z
  .object({ email: z.string(), role: z.enum(ROLES) })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<RegistrationInput>;
