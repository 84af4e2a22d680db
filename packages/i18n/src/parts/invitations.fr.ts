import type { invitationsEn } from './invitations.en.js';

export const invitationsFr: Record<keyof typeof invitationsEn, string> = {
  'invitations.title': 'Invitation',
  // Invitation mails and server-side refusals (API)
  'invitations.mail.student.subject': 'Rejoignez la classe {className} de {schoolName}',
  'invitations.mail.student.body':
    'Bonjour,\n\n{schoolName} vous invite à rejoindre la classe {className} sur {product}.\n\nOuvrez ce lien pour la rejoindre : {link}\n\nSi vous n’avez pas encore de compte, vous pourrez en créer un en chemin. Le lien est valable {days} jours et une seule fois.\n\nSi vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.\n\nL’équipe {product}',
  'invitations.mail.teacher.subject': '{schoolName} vous invite à enseigner sur {product}',
  'invitations.mail.teacher.body':
    'Bonjour,\n\n{schoolName} vous invite à rejoindre son équipe d’enseignants sur {product}.\n\nOuvrez ce lien pour accepter : {link}\n\nSi vous n’avez pas encore de compte enseignant, vous pourrez en créer un en chemin, avec cette adresse e-mail. Le lien est valable {days} jours et une seule fois.\n\nSi vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.\n\nL’équipe {product}',
  'invitations.validation.notStudentEmail':
    'Cette adresse appartient à un compte enseignant ou établissement : seuls les élèves peuvent rejoindre une classe.',
  'invitations.validation.notTeacherEmail':
    'Cette adresse appartient à un compte élève ou établissement : seuls les enseignants peuvent être invités.',
  'invitations.validation.alreadyTeacherHere':
    'Cet enseignant fait déjà partie de votre établissement.',
  // Web: join page, invite link, invite dialogs and plan card (apps/web features/invitations)
  'invitations.cancel': 'Annuler',
  'invitations.sending': 'Envoi…',
  'invitations.join.titleClass': 'Rejoindre la classe {className}',
  'invitations.join.titleSchool': 'Rejoindre {school}',
  'invitations.join.expiredTitle': 'Cette invitation ne peut plus être utilisée',
  'invitations.join.school': 'Établissement',
  'invitations.join.class': 'Classe',
  'invitations.join.for': 'Invitation pour',
  'invitations.join.loggedOut':
    'Pour l’accepter, connectez-vous avec votre compte {role} ou créez-en un : vous reviendrez ici pour rejoindre.',
  'invitations.join.logIn': 'Se connecter pour rejoindre',
  'invitations.join.register': 'Créer un compte',
  'invitations.join.joinClass': 'Rejoindre {className}',
  'invitations.join.joinSchool': 'Rejoindre {school}',
  'invitations.join.joining': 'Un instant…',
  'invitations.join.joinedClass': 'Bienvenue ! Vous avez rejoint la classe {className}.',
  'invitations.join.joinedSchool': 'Bienvenue ! Vous avez rejoint {school}.',
  'invitations.join.wrongRole':
    'Vous êtes connecté avec un compte {current} ; cette invitation est destinée à un compte {invited}. Déconnectez-vous, puis ouvrez de nouveau le lien.',
  'invitations.join.toCentre': 'Aller à mon espace',
  'invitations.join.home': 'Aller à la page d’accueil',
  'invitations.link.title': 'Lien d’invitation',
  'invitations.link.lead':
    'Les élèves qui ouvrent ce lien rejoignent la classe (ils peuvent créer un compte en chemin).',
  'invitations.link.badge.notActivated': 'Non activé',
  'invitations.link.badge.activated': 'Activé',
  'invitations.link.badge.switchedOff': 'Désactivé',
  'invitations.link.badge.expired': 'Expiré',
  'invitations.link.state.notActivated': 'Activez le lien pour le partager.',
  'invitations.link.state.activated': 'Le lien fonctionne jusqu’au {date}.',
  'invitations.link.state.switchedOff':
    'Personne ne peut rejoindre la classe avec ce lien tant que vous ne le réactivez pas.',
  'invitations.link.state.expired':
    'Le lien a expiré : ce lien d’invitation n’est plus valable. Créez un nouveau lien pour inviter des élèves.',
  'invitations.link.address': 'Lien à partager',
  'invitations.link.copy': 'Copier le lien',
  'invitations.link.copied': 'Le lien a été copié.',
  'invitations.link.copyFailed':
    'Le lien n’a pas pu être copié. Il est sélectionné : appuyez sur Ctrl+C (ou ⌘+C) pour le copier.',
  'invitations.link.switchOn': 'Activer le lien',
  'invitations.link.switchOff': 'Désactiver le lien',
  'invitations.link.regenerate': 'Créer un nouveau lien',
  'invitations.link.regenerate.title': 'Créer un nouveau lien ?',
  'invitations.link.regenerate.body':
    'Le lien actuel cesse aussitôt de fonctionner : ceux qui l’ont ne pourront plus rejoindre la classe. Le nouveau lien commence désactivé.',
  'invitations.link.regenerate.confirm': 'Créer le nouveau lien',
  'invitations.link.loadFailed': 'Le lien d’invitation n’a pas pu être chargé.',
  'invitations.emails.title': 'Inviter des élèves par e-mail',
  'invitations.emails.label': 'Adresses e-mail',
  'invitations.emails.hint':
    'Une par ligne, ou séparées par des virgules ou des points-virgules ; {max} au plus à la fois. Chaque adresse reçoit un e-mail avec un lien pour rejoindre la classe.',
  'invitations.emails.problems': 'Veuillez corriger ces adresses :',
  'invitations.emails.addressProblem': '{address} : {message}',
  'invitations.emails.send': 'Envoyer les invitations',
  'invitations.emails.sent':
    '{count, plural, =0 {Aucune invitation envoyée.} one {# invitation envoyée.} other {# invitations envoyées.}}',
  'invitations.teacher.title': 'Inviter un enseignant',
  'invitations.teacher.lead':
    'L’enseignant reçoit un e-mail avec un lien pour rejoindre votre établissement ; il peut créer un compte enseignant en chemin.',
  'invitations.teacher.firstName': 'Prénom (facultatif)',
  'invitations.teacher.lastName': 'Nom de famille (facultatif)',
  'invitations.teacher.send': 'Envoyer l’invitation',
  'invitations.teacher.sent': 'Invitation envoyée à {email}.',
  'invitations.plan.title': 'Mon offre',
  'invitations.plan.trial': 'Essai gratuit',
  'invitations.plan.trialUntil': 'Essai gratuit jusqu’au {date}',
  'invitations.plan.subscriber': 'Abonné',
  'invitations.plan.schoolTeacher': 'Enseignant d’établissement : vous suivez l’offre de {school}',
  'invitations.plan.privateTeacher': 'Enseignant indépendant',
  'invitations.plan.schoolMember': 'Membre de {school}',
  'invitations.plan.none': 'Pas encore d’offre',
  'invitations.plan.badge.active': 'Active',
  'invitations.plan.badge.inactive': 'Inactive',
  'invitations.plan.active': 'Votre accès est ouvert.',
  'invitations.plan.activeUntil': 'Votre accès est ouvert jusqu’au {date}.',
  'invitations.plan.endedOn': 'Votre accès a pris fin le {date}.',
  'invitations.plan.inactive': 'Votre accès est fermé.',
  'invitations.plan.schoolNoAccess':
    'L’établissement ou l’institution n’a pas d’accès. Veuillez contacter un agent commercial local.',
  'invitations.plan.bonus':
    'Bonus d’accès enseignant : jusqu’à {teachers, plural, one {# enseignant} other {# enseignants}} et {maxStudents} élèves ({students} utilisés).',
  'invitations.plan.renew': 'Renouveler',
  'invitations.plan.renewComingSoon':
    'L’achat et le renouvellement en ligne arrivent bientôt. Rien n’a été facturé ; votre offre reste inchangée.',
  'invitations.plan.renewBlocked.schoolPlanValid':
    'L’offre de votre établissement est toujours valable : vous ne pouvez pas la renouveler vous-même. Pour la modifier, contactez l’administrateur de votre établissement.',
  'invitations.plan.renewBlocked.manager':
    'L’offre de votre établissement se renouvelle auprès d’un agent commercial local. Veuillez le contacter.',
  'invitations.plan.renewBlocked.other': 'Ce compte ne peut pas renouveler une offre lui-même.',
  'invitations.plan.loadFailed': 'Votre offre n’a pas pu être chargée.',
};
