import type { sitePagesEn } from './site-pages.en.js';

/** Pages publiques du site (issue 4), en français. */
export const sitePagesFr: Record<keyof typeof sitePagesEn, string> = {
  'sitePages.loading': 'Chargement de la page…',
  'sitePages.error.title': 'Cette page n’a pas pu être chargée',
  'sitePages.error.body': 'Vérifiez votre connexion puis réessayez.',
  'sitePages.empty': 'Rien n’est encore publié ici. Revenez bientôt.',
  'sitePages.updatedOn': 'Dernière mise à jour : {date}',
  'sitePages.banners.title': 'À la une',
  'sitePages.breadcrumb.label': 'Fil d’Ariane',
  'sitePages.breadcrumb.home': 'Accueil',

  'sitePages.article.notFound.documentTitle': 'Article introuvable',
  'sitePages.article.notFound.title': 'Nous n’avons pas trouvé cet article',
  'sitePages.article.notFound.body':
    'Le lien est peut-être ancien ou mal saisi. Nos articles de présentation sont listés dans le menu « À propos ».',
  'sitePages.article.notFound.home': 'Retour à l’accueil',
  'sitePages.article.section': 'À propos',

  'sitePages.cases.documentTitle': 'Témoignages et réussites',
  'sitePages.cases.title': 'Témoignages et réussites',
  'sitePages.cases.description':
    'Comment des écoles, des crèches et des familles enseignent le chinois aux enfants avec {product}.',
  'sitePages.cases.illustrative': 'Exemple illustratif',
  'sitePages.cases.illustrativeNote':
    'Un exemple composite rédigé pour montrer l’usage du produit, pas un client nommé.',
  'sitePages.cases.figures': 'Chiffres clés',
  'sitePages.cases.location': '{city}, {country}',

  'sitePages.purchase.documentTitle': 'Services et tarifs',
  'sitePages.purchase.title': 'Services et tarifs',
  'sitePages.purchase.description':
    'Cours de chinois en ligne en petits groupes, forfait mensuel, cartes imprimées et application pour tablette : tous les prix au même endroit.',
  'sitePages.purchase.live.title': 'Cours en direct en ligne',
  'sitePages.purchase.live.groupSize': '{learners} élèves au plus par cours',
  'sitePages.purchase.live.length': '{minutes} minutes par leçon',
  'sitePages.purchase.live.perMonth': '{lessons} leçons par mois',
  'sitePages.purchase.live.ages': 'Pour les enfants de {min} à {max} ans',
  'sitePages.purchase.plans.title': 'Tarifs',
  'sitePages.purchase.price.lesson': 'Leçon en direct à l’unité',
  'sitePages.purchase.price.lessonUnit': '{price} la leçon',
  'sitePages.purchase.price.monthlyPlan': 'Forfait mensuel',
  'sitePages.purchase.price.monthlyPlanUnit': '{price} par mois',
  'sitePages.purchase.price.monthlyPlanNote': '{lessons} leçons en direct par mois',
  'sitePages.purchase.price.flashcards': 'Cartes imprimées',
  'sitePages.purchase.price.flashcardsUnit': '{price} par niveau',
  'sitePages.purchase.price.app': 'Application pour tablette',
  'sitePages.purchase.price.appUnit': '{price} par mois',
  'sitePages.purchase.price.appNote':
    '{percent} % de réduction pour les élèves du cours en ligne : {price} par mois',
  'sitePages.purchase.price.referral': 'Leçon de parrainage',
  'sitePages.purchase.price.referralUnit': '{price} la leçon',
  'sitePages.purchase.price.referralNote': 'Pour un ami que vous inscrivez au cours en ligne',
  'sitePages.purchase.extras.title': 'Également proposé',
  'sitePages.purchase.extras.oneToOne':
    'Forfait individuel : {lessons} leçons, valable {months} mois',
  'sitePages.purchase.extras.camp':
    'Stage de vacances : {lessons} leçons par semaine, dont {themed} leçons thématiques et {practice} leçon d’entraînement',
  'sitePages.purchase.extras.trial':
    'Les écoles essaient la plateforme gratuitement pendant {months} mois',
  'sitePages.purchase.cta.register': 'Créer un compte',
  'sitePages.purchase.cta.course': 'Découvrir le cours en ligne',

  'sitePages.course.documentTitle': 'Cours de chinois en ligne pour enfants',
  'sitePages.course.title': 'Cours de chinois en ligne pour enfants',
  'sitePages.course.description':
    'Des leçons de chinois en direct pour les enfants de {min} à {max} ans, en petits groupes avec un enseignant de langue maternelle chinoise.',
  'sitePages.course.levels.title': 'Trois cours, six niveaux',
  'sitePages.course.level.beginner': 'Débutant',
  'sitePages.course.level.intermediate': 'Intermédiaire',
  'sitePages.course.level.advanced': 'Avancé',
  'sitePages.course.level.detail': 'Niveaux {first} et {second} · {lessons} leçons',
  'sitePages.course.facts.title': 'Comment se passent les cours',
  'sitePages.course.facts.words': '{words} mots et caractères sur {levels} niveaux',
  'sitePages.course.facts.themes':
    '{themes} thèmes du quotidien : la famille, les repas, l’école, les animaux…',
  'sitePages.course.video.title': 'Découvrir une leçon',
  'sitePages.course.video.unpublished': 'Le film sera bientôt en ligne.',
  'sitePages.course.video.duration': 'Durée : {duration}',
  'sitePages.course.videos.title': 'Extraits de leçons',
  'sitePages.course.cta': 'Voir les tarifs',

  'sitePages.app.documentTitle': 'Télécharger l’application pour tablette',
  'sitePages.app.title': 'L’application {product} pour tablette',
  'sitePages.app.description':
    'Le chinois sur tablette pour les enfants de {min} à {max} ans : scènes, comptines, jeux et entraînement à l’oral avec une note pour chaque caractère.',
  'sitePages.app.features.title': 'Ce que contient l’application',
  'sitePages.app.feature.scenes': 'Des scènes animées et des histoires audio de la vie quotidienne',
  'sitePages.app.feature.speaking':
    'L’entraînement à l’oral avec une note de 0 à 100 pour chaque caractère',
  'sitePages.app.feature.cards': 'Des cartes de mots qui reviennent au bon moment',
  'sitePages.app.feature.parents': 'Un bilan pour les parents chaque mois',
  'sitePages.app.price': '{price} par mois, moitié prix pour les élèves du cours en ligne',
  'sitePages.app.storesSoon':
    'L’application arrive bientôt sur l’App Store et Google Play ; demandez un accès anticipé via le formulaire de contact.',
  'sitePages.app.stores': 'Télécharger',
  'sitePages.app.appStore': 'Télécharger dans l’App Store',
  'sitePages.app.googlePlay': 'Disponible sur Google Play',

  'sitePages.cooperation.documentTitle': 'Devenir partenaire',
  'sitePages.cooperation.title': 'Devenir partenaire',
  'sitePages.cooperation.description':
    'Les écoles, crèches et centres de langues qui enseignent le chinois avec {product}.',
  'sitePages.cooperation.cases': 'Nos partenaires',
  'sitePages.cooperation.form': 'Demander un rendez-vous conseil',

  'sitePages.ambassador.documentTitle': 'Devenir ambassadeur',
  'sitePages.ambassador.title': 'Devenir ambassadeur',
  'sitePages.ambassador.description':
    'Les parents et enseignants qui font connaître {product} dans leur école reçoivent une leçon offerte pour chaque famille inscrite.',
  'sitePages.ambassador.step1': 'Parlez-nous de vous et de votre école.',
  'sitePages.ambassador.step2':
    'Nous vous envoyons un kit de présentation et votre lien personnel.',
  'sitePages.ambassador.step3':
    'Chaque famille inscrite vous rapporte une leçon d’une valeur de {price}.',
  'sitePages.ambassador.how': 'Comment ça marche',
  'sitePages.ambassador.form': 'Postuler',

  'sitePages.legal.section': 'Informations légales',

  'sitePages.blog.documentTitle': 'Blog',
  'sitePages.blog.title': 'Blog',
  'sitePages.blog.description':
    'Idées et conseils pour les parents et enseignants qui aident les enfants à apprendre le chinois.',
  'sitePages.blog.readingTime': '{minutes} min de lecture',
  'sitePages.blog.byline': 'Par {author}',
  'sitePages.blog.pagination': 'Pages du blog',
  'sitePages.blog.previous': 'Articles plus récents',
  'sitePages.blog.next': 'Articles plus anciens',
  'sitePages.blog.pageOf': 'Page {page} sur {pages}',
  'sitePages.blog.back': 'Tous les articles',
  'sitePages.blog.notFound.title': 'Nous n’avons pas trouvé cet article',

  'sitePages.demo.documentTitle': 'Assister à un cours d’essai',
  'sitePages.demo.title': 'Assister à un cours d’essai gratuit',
  'sitePages.demo.description':
    'Ce qui se passe pendant un cours d’essai du cours de chinois en ligne, et comment s’y préparer.',
  'sitePages.demo.steps.title': 'Déroulement',
  'sitePages.demo.step1': 'Réservez le créneau qui vous convient avec le formulaire de demande.',
  'sitePages.demo.step2': 'Vous recevez par e-mail le lien du cours sous {hours} heures.',
  'sitePages.demo.step3':
    'Votre enfant suit une leçon de {minutes} minutes avec {learners} élèves au plus et un enseignant.',
  'sitePages.demo.step4':
    'Ensuite, l’enseignant vous indique le niveau qui convient à votre enfant.',
  'sitePages.demo.prepare.title': 'Avant le cours',
  'sitePages.demo.prepare1': 'Un ordinateur ou une tablette avec caméra, micro et casque.',
  'sitePages.demo.prepare2': 'Un endroit calme, un crayon et une feuille de papier.',
  'sitePages.demo.prepare3':
    'Aucune connaissance du chinois n’est nécessaire : les débutants sont bienvenus.',
  'sitePages.demo.book': 'Réserver un cours d’essai',

  'sitePages.landing.documentTitle': 'Commencer le chinois',
  'sitePages.landing.title': 'Le chinois que votre enfant aimera parler',
  'sitePages.landing.description':
    'Des leçons en direct en petits groupes pour les enfants de {min} à {max} ans, à partir de {price} la leçon.',
  'sitePages.landing.register': 'Créer un compte gratuit',
  'sitePages.landing.pay': 'Voir les tarifs et payer',
  'sitePages.landing.why': 'Pourquoi les familles nous choisissent',
  'sitePages.landing.point1': '{learners} enfants au plus par cours : chacun prend la parole.',
  'sitePages.landing.point2': 'Des leçons de {minutes} minutes, {lessons} fois par mois.',
  'sitePages.landing.point3': 'Un programme de {words} mots sur {levels} niveaux.',
  'sitePages.landing.steps': 'Commencer en deux étapes',
  'sitePages.landing.step1': 'Créez votre compte avec votre adresse e-mail.',
  'sitePages.landing.step2': 'Choisissez une formule et payez en ligne en toute sécurité.',

  'sitePages.newLanding.documentTitle': 'Réserver un cours d’essai gratuit',
  'sitePages.newLanding.title': 'Réserver un cours d’essai gratuit',
  'sitePages.newLanding.description':
    'Essayez avec votre enfant une leçon de chinois en direct : {minutes} minutes, {learners} élèves au plus, un enseignant de langue maternelle chinoise.',
  'sitePages.newLanding.form': 'Votre demande de cours d’essai',
  'sitePages.newLanding.promise': 'Nous répondons sous {hours} heures.',
};
