import type { siteEn } from './site.en.js';

export const siteZh: Record<keyof typeof siteEn, string> = {
  'error.notPdf': '该文档不是 PDF 文件，无法按页显示。',
  'site.validation.wholeNumber': '请输入整数。',
  'site.validation.atLeast': '请输入不小于 {min} 的数字。',
  'site.validation.atMost': '请输入不大于 {max} 的数字。',
};
