import type { invitationsEn } from './invitations.en.js';

export const invitationsFr: Record<keyof typeof invitationsEn, string> = {
  'invitations.title': 'Invitation',
};
