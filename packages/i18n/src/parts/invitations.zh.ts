import type { invitationsEn } from './invitations.en.js';

export const invitationsZh: Record<keyof typeof invitationsEn, string> = {
  'invitations.title': '邀请',
};
