/** invitations messages, English source; zh and fr must have the same keys. */
export const invitationsEn = {
  'invitations.title': 'Invitation',
} as const;
