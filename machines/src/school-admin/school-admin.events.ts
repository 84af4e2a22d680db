import { CLASS_STATUSES, INVITE_LINK_STATES, MEMBERSHIP_STATUSES } from '@atelier/contracts';
import { z } from 'zod';
import type { ClassStatusEvent, ClassStatusInput } from './class-status.machine.js';
import {
  MAX_INVITE_LINK_VALID_DAYS,
  type InviteLinkEvent,
  type InviteLinkInput,
} from './invite-link.machine.js';
import type { MembershipEvent, MembershipInput } from './membership.machine.js';

/**
 * Runtime shapes of the school-admin machines' events and inputs (the replay CLI checks scenario
 * files with them; a server or client may use them to check what it feeds a machine). A count
 * the machine refuses (a class with students) fits: refusing it is the machine's job.
 */

const isoDateTime = z.iso.datetime({ offset: true });

export const classStatusEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SUSPEND') }),
  z.object({ type: z.literal('ACTIVATE') }),
  z.object({ type: z.literal('DISABLE') }),
  z.object({ type: z.literal('ENABLE') }),
  z.object({ type: z.literal('DELETE'), studentCount: z.number().int().nonnegative() }),
]) satisfies z.ZodType<ClassStatusEvent>;

/** The stored status to resume from; unknown keys are refused. */
export const classStatusInputSchema = z
  .object({ status: z.enum(CLASS_STATUSES) })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<ClassStatusInput>;

export const membershipEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('JOIN') }),
  z.object({ type: z.literal('SUSPEND') }),
  z.object({ type: z.literal('ACTIVATE') }),
  z.object({ type: z.literal('REMOVE') }),
  z.object({ type: z.literal('MOVE_OUT') }),
]) satisfies z.ZodType<MembershipEvent>;

export const membershipInputSchema = z
  .object({ status: z.enum([...MEMBERSHIP_STATUSES, 'none']) })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<MembershipInput>;

export const inviteLinkEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SWITCH_ON'), now: isoDateTime }),
  z.object({ type: z.literal('SWITCH_OFF') }),
  z.object({ type: z.literal('EXPIRE') }),
  z.object({ type: z.literal('USE'), now: isoDateTime }),
]) satisfies z.ZodType<InviteLinkEvent>;

export const inviteLinkInputSchema = z
  .object({
    state: z.enum(INVITE_LINK_STATES),
    expiresAt: isoDateTime.nullable(),
    validDays: z.number().int().min(1).max(MAX_INVITE_LINK_VALID_DAYS),
    now: isoDateTime,
  })
  .partial()
  .strict()
  .optional() satisfies z.ZodType<InviteLinkInput>;
