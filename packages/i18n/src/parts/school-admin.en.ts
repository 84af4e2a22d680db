/** school-admin messages, English source; zh and fr must have the same keys. */
export const schoolAdminEn = {
  'schoolAdmin.validation.classCode': 'Use letters, digits and hyphens only.',
  'schoolAdmin.validation.tooManyEmails': 'Please send at most {max} invitations at once.',
} as const;
