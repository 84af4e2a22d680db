import type { AnyStateMachine } from 'xstate';
import type { z } from 'zod';
import {
  passwordResetEventSchema,
  passwordResetInputSchema,
} from './password-reset/password-reset.events.js';
import { passwordResetMachine } from './password-reset/password-reset.machine.js';
import {
  registrationEventSchema,
  registrationInputSchema,
} from './registration/registration.events.js';
import { registrationMachine } from './registration/registration.machine.js';
import { classStatusMachine } from './school-admin/class-status.machine.js';
import { inviteLinkMachine } from './school-admin/invite-link.machine.js';
import { membershipMachine } from './school-admin/membership.machine.js';
import {
  classStatusEventSchema,
  classStatusInputSchema,
  inviteLinkEventSchema,
  inviteLinkInputSchema,
  membershipEventSchema,
  membershipInputSchema,
} from './school-admin/school-admin.events.js';
import { sessionEventSchema, sessionInputSchema } from './session/session.events.js';
import { sessionMachine } from './session/session.machine.js';

/**
 * The machines a scenario file can name in its `machine` field (`npm run replay`). Add each new
 * lifecycle here (still to come: order with its 30-minute expiry, homework). The key is the machine's id.
 */
export const machineRegistry: Record<string, AnyStateMachine> = {
  session: sessionMachine,
  registration: registrationMachine,
  passwordReset: passwordResetMachine,
  classStatus: classStatusMachine,
  membership: membershipMachine,
  inviteLink: inviteLinkMachine,
};

/** Runtime schemas of a machine's input and events (both optional). */
export interface MachineSchemas {
  input?: z.ZodType;
  event?: z.ZodType<{ type: string }>;
}

/**
 * Schemas by registry key: the replay CLI rejects a scenario whose input or event payload does
 * not fit (exit 2) instead of feeding the machine bad data.
 */
export const machineSchemas: Record<string, MachineSchemas> = {
  session: { input: sessionInputSchema, event: sessionEventSchema },
  registration: { input: registrationInputSchema, event: registrationEventSchema },
  passwordReset: { input: passwordResetInputSchema, event: passwordResetEventSchema },
  classStatus: { input: classStatusInputSchema, event: classStatusEventSchema },
  membership: { input: membershipInputSchema, event: membershipEventSchema },
  inviteLink: { input: inviteLinkInputSchema, event: inviteLinkEventSchema },
};
