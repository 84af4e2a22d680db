import type { siteEn } from './site.en.js';

export const siteFr: Record<keyof typeof siteEn, string> = {
  'error.notPdf':
    'Ce document n’est pas un fichier PDF : il ne peut pas être affiché page par page.',
  'site.validation.wholeNumber': 'Veuillez saisir un nombre entier.',
  'site.validation.atLeast': 'Veuillez saisir un nombre supérieur ou égal à {min}.',
  'site.validation.atMost': 'Veuillez saisir un nombre inférieur ou égal à {max}.',
};
