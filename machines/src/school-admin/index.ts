export * from './class-status.machine.js';
export * from './membership.machine.js';
export * from './invite-link.machine.js';
export * from './plan-rules.js';
export {
  classStatusEventSchema,
  classStatusInputSchema,
  inviteLinkEventSchema,
  inviteLinkInputSchema,
  membershipEventSchema,
  membershipInputSchema,
} from './school-admin.events.js';
