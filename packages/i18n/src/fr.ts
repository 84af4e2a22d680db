import type { Catalog } from './en.js';

export const fr: Catalog = {
  'error.generic': 'Erreur',
  'error.validationFailed': 'Certains champs demandent votre attention.',
  'error.notFound': 'Nous n’avons pas trouvé ce que vous cherchez.',
  'error.internal': 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  'error.serverBusy':
    'Le serveur est occupé et le service est momentanément indisponible. Veuillez réessayer plus tard.',
  'error.serverTimeout': 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  'error.unauthorized': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'error.forbidden': 'Votre compte ne permet pas cette action.',
  'error.badCredentials': 'E-mail ou mot de passe incorrect.',
  'error.emailFormat': 'Le format de l’e-mail est incorrect.',
  'error.oldPasswordWrong': 'L’ancien mot de passe est incorrect.',
  'error.schoolCodeWrong': 'Le code de l’école est incorrect, veuillez réessayer.',
  'error.passwordLength':
    'Le mot de passe est trop court ou trop long ({min} à {max} caractères).',
  'error.confirmationMismatch': 'La confirmation ne correspond pas au mot de passe.',
  'error.couponInvalid': 'Ce code promo n’est pas valide.',
  'error.paymentFailed':
    'Le paiement a échoué. Veuillez payer à nouveau et contacter le support si l’échec se répète.',
  'error.accountNotRegistered': 'Ce compte n’est pas inscrit.',
  'error.emailRegistered': 'Cet e-mail est déjà inscrit.',
  'error.schoolNoAccess':
    'Votre école ou institution n’a pas d’accès. Veuillez contacter un commercial local.',
  'error.linkExpired': 'Le lien a expiré : ce lien d’invitation n’est plus valable.',
  'error.pictureInvalid': 'Le format ou la taille de l’image est incorrect.',
  'error.coursewareAlreadyAdded': 'Ce support de cours est déjà ajouté.',
  'error.rateLimited': 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
  'error.concurrencyConflict':
    'Quelqu’un d’autre a modifié cet élément en même temps. Veuillez réessayer.',
  'validation.required': 'Ce champ est obligatoire.',
  'validation.email': 'Veuillez saisir une adresse e-mail valide.',
  'validation.tooShort': 'Veuillez saisir au moins {min} caractères.',
  'validation.tooLong': 'Veuillez saisir au plus {max} caractères.',
  'validation.invalid': 'Cette valeur n’est pas valide.',
};
