import type { schoolAdminEn } from './school-admin.en.js';

export const schoolAdminZh: Record<keyof typeof schoolAdminEn, string> = {
  'schoolAdmin.validation.classCode': '只能使用字母、数字和连字符。',
  'schoolAdmin.validation.tooManyEmails': '一次最多发送 {max} 份邀请。',
};
