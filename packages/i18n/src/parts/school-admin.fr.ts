import type { schoolAdminEn } from './school-admin.en.js';

export const schoolAdminFr: Record<keyof typeof schoolAdminEn, string> = {
  'schoolAdmin.validation.classCode':
    'Utilisez uniquement des lettres, des chiffres et des traits d’union.',
  'schoolAdmin.validation.tooManyEmails': 'Envoyez au plus {max} invitations à la fois.',
};
