// Entry point `shipping-elements/locales/fr`: the French catalogue on its own, so only hosts that
// show French text pay for it. Plain data without side effects, usable from server modules too.
import type { Messages } from '../provider/messages';
import { batchUploader } from './fr/batch-uploader';
import { batchReview } from './fr/batch-review';
import { addressFields } from './fr/address-fields';
import { customs } from './fr/customs';
import { labelActions } from './fr/label-actions';
import { carrierMessages } from './fr/carrier-messages';
import { pickup } from './fr/pickup';
import { ordersInbox } from './fr/orders-inbox';
import { ordersInboxBatch } from './fr/orders-inbox-batch';
import { reportDownloader } from './fr/report-downloader';
import { trackingStatus } from './fr/tracking-status';
import { labelHistory } from './fr/label-history';
import { serviceGroups } from './fr/service-groups';
import { checkoutRates } from './fr/checkout-rates';
import { accountOnboarding } from './fr/account-onboarding';
import { carrierAccounts } from './fr/carrier-accounts';

// French typography: a no-break space (\u00a0) before « : ; ? ! » and inside guillemets, so
// punctuation never wraps onto its own line, and the typographic apostrophe (’). The user is
// addressed as « vous ». Void is « invalider », not « annuler », because a dialog that voids a
// label also has a Cancel (« Annuler ») button.

/**
 * Shows the kit in French. Import it from `shipping-elements/locales/fr` and pass it as the
 * provider's `messages`, with a `locale` of `fr` and every regional variant (`fr-CA`, `fr-BE`).
 *
 * @example
 * import { fr } from 'shipping-elements/locales/fr';
 * <ShippingElementsProvider locale="fr-CA" messages={fr} baseUrl={baseUrl} fetchToken={fetchToken}>
 */
export const fr: Messages = {
  language: 'fr',
  common: {
    loading: 'Chargement…',
    retry: 'Réessayer',
    cancel: 'Annuler',
    close: 'Fermer',
    confirm: 'Confirmer',
    back: 'Retour',
    next: 'Suivant',
    continue: 'Continuer',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    edit: 'Modifier',
    remove: 'Supprimer',
    dismiss: 'Masquer',
    yes: 'Oui',
    no: 'Non',
    required: 'Obligatoire',
    optional: 'Facultatif',
    requiredFieldsNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    showAll: { one: 'Tout afficher ({count})', other: 'Tout afficher ({count})' },
    copy: 'Copier',
    copied: 'Copié',
    copyFailed: 'Impossible de copier. Sélectionnez le texte et copiez-le vous-même.',
    download: 'Télécharger',
    print: 'Imprimer',
    testModeBanner: 'Mode test\u00a0: les étiquettes ne sont pas valables pour l’expédition',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },

  errors: {
    title: 'Un problème est survenu',
    api: 'Le service d’expédition n’a pas pu traiter cette demande. Réessayez.',
    serviceUnavailable: 'Le service d’expédition est temporairement indisponible. Réessayez dans quelques minutes.',
    auth: 'Votre session a expiré. Reconnectez-vous pour continuer.',
    forbidden: 'Votre compte n’est pas autorisé à effectuer cette action.',
    network: 'Vous semblez hors ligne. Vérifiez votre connexion Internet et réessayez.',
    timeout: 'Le service d’expédition a mis trop de temps à répondre. Réessayez.',
    unexpectedResponse:
      'Le service d’expédition a renvoyé une réponse illisible. Réessayez, et contactez l’assistance si le problème persiste.',
    invalidRequest: 'Certaines informations sont manquantes ou incorrectes. Vérifiez les champs signalés et réessayez.',
    rateLimited: 'Trop de requêtes en peu de temps. Patientez un instant, puis réessayez.',
    notFound: 'Élément introuvable. Il a peut-être été supprimé ou a expiré.',
    conflict: 'Cette demande entre en conflit avec une demande précédente. Rechargez la page et réessayez.',
    unknown: 'Une erreur inattendue s’est produite. Réessayez.',
    reference: 'Référence\u00a0: {requestId}',
  },

  formErrors: {
    required: 'Le champ «\u00a0{field}\u00a0» est obligatoire.',
    invalid: 'Le champ «\u00a0{field}\u00a0» n’est pas valide.',
    tooLong: {
      one: 'Le champ «\u00a0{field}\u00a0» ne doit pas dépasser {count}\u00a0caractère.',
      other: 'Le champ «\u00a0{field}\u00a0» ne doit pas dépasser {count}\u00a0caractères.',
    },
    positive: 'Le champ «\u00a0{field}\u00a0» doit être un nombre supérieur à 0, par exemple 2,5.',
    amount: 'Le champ «\u00a0{field}\u00a0» doit être un montant, par exemple 12,50.',
    wholeNumber: 'Le champ «\u00a0{field}\u00a0» doit être un nombre entier supérieur ou égal à 1.',
    currency: 'Saisissez un code de devise à trois lettres, par exemple EUR.',
    country: 'Choisissez un pays dans la liste.',
    rejected: 'Vérifiez «\u00a0{field}\u00a0»\u00a0: le service d’expédition ne l’a pas accepté.',
  },

  token: {
    refreshing: 'Reconnexion…',
    refreshed: 'Connexion rétablie',
    expired: 'Votre session a expiré.',
  },

  status: {
    transaction: {
      WAITING: 'En attente',
      QUEUED: 'En file d’attente',
      SUCCESS: 'Étiquette créée',
      ERROR: 'Échec',
      REFUNDED: 'Remboursée',
      REFUNDPENDING: 'Remboursement en attente',
      REFUNDREJECTED: 'Remboursement refusé',
    },
    tracking: {
      UNKNOWN: 'Aucune information de suivi',
      PRE_TRANSIT: 'En attente de prise en charge',
      TRANSIT: 'En transit',
      DELIVERED: 'Livré',
      RETURNED: 'Retourné à l’expéditeur',
      FAILURE: 'Problème de livraison',
    },
    refund: {
      QUEUED: 'Remboursement en file d’attente',
      PENDING: 'Remboursement en attente',
      SUCCESS: 'Remboursé',
      ERROR: 'Échec du remboursement',
    },
    batch: {
      VALIDATING: 'Validation en cours',
      VALID: 'Prêt pour l’achat',
      INVALID: 'Contient des erreurs',
      PURCHASING: 'Achat des étiquettes en cours',
      PURCHASED: 'Étiquettes achetées',
    },
    batchShipment: {
      INVALID: 'Non valide',
      VALID: 'Valide',
      INCOMPLETE: 'Incomplet',
      TRANSACTION_FAILED: 'Échec de l’achat de l’étiquette',
    },
    pickup: {
      PENDING: 'En attente de confirmation',
      CONFIRMED: 'Confirmé',
      ERROR: 'Échec',
      CANCELLED: 'Annulé',
    },
    reportRun: {
      QUEUED: 'En file d’attente',
      PROCESSING: 'En cours de traitement',
      SUCCEEDED: 'Prêt',
      FAILED: 'Échec',
    },
    order: {
      UNKNOWN: 'Statut inconnu',
      AWAITPAY: 'En attente de paiement',
      PAID: 'Payée',
      REFUNDED: 'Remboursée',
      CANCELLED: 'Annulée',
      PARTIALLY_FULFILLED: 'Partiellement expédiée',
      SHIPPED: 'Expédiée',
    },
    shipment: {
      WAITING: 'En attente',
      QUEUED: 'Recherche des tarifs',
      SUCCESS: 'Tarifs disponibles',
      ERROR: 'Échec',
    },
    unknown: 'Statut inconnu ({value})',
  },

  rateAttributes: {
    CHEAPEST: 'La moins chère',
    FASTEST: 'La plus rapide',
    BESTVALUE: 'Meilleur rapport qualité-prix',
  },

  labelFiles: {
    types: {
      PNG: 'Image PNG',
      'PNG_2.3x7.5': 'Image PNG (étiquette de 2,3 × 7,5\u00a0pouces)',
      PDF: 'PDF (page entière)',
      'PDF_2.3x7.5': 'PDF (étiquette de 2,3 × 7,5\u00a0pouces)',
      PDF_4x6: 'PDF (étiquette de 4 × 6\u00a0pouces)',
      PDF_4x8: 'PDF (étiquette de 4 × 8\u00a0pouces)',
      PDF_A4: 'PDF (page A4)',
      PDF_A5: 'PDF (page A5)',
      PDF_A6: 'PDF (étiquette A6)',
      ZPLII: 'ZPL II (imprimante thermique)',
    },
  },
  units: {
    mass: {
      g: { short: 'g', long: 'Grammes' },
      oz: { short: 'oz', long: 'Onces' },
      lb: { short: 'lb', long: 'Livres' },
      kg: { short: 'kg', long: 'Kilogrammes' },
    },
    distance: {
      cm: { short: 'cm', long: 'Centimètres' },
      in: { short: 'po', long: 'Pouces' },
      ft: { short: 'pi', long: 'Pieds' },
      mm: { short: 'mm', long: 'Millimètres' },
      m: { short: 'm', long: 'Mètres' },
      yd: { short: 'yd', long: 'Yards' },
    },
  },

  addressForm: {
    legend: {
      sender: 'Expédier depuis',
      recipient: 'Livrer à',
      return: 'Adresse de retour',
    },
    submit: 'Enregistrer l’adresse',
    validating: 'Vérification de l’adresse…',
    verified: 'Adresse vérifiée',
    invalidAddress: 'Nous n’avons pas pu vérifier cette adresse. Vérifiez les informations et réessayez.',
    savedUnverified: 'Adresse enregistrée telle que saisie',
    suggestion: {
      title: 'Confirmez votre adresse',
      description:
        'Nous avons trouvé une version légèrement différente de cette adresse. Laquelle souhaitez-vous utiliser\u00a0?',
      useSuggested: 'Utiliser l’adresse suggérée',
      keepMine: 'Conserver l’adresse saisie',
      youEntered: 'Votre saisie',
      weSuggest: 'Notre suggestion',
      changed: '(modifié)',
    },
    correction: {
      title: 'Vouliez-vous dire cette adresse\u00a0?',
      description: 'Nous n’avons pas pu vérifier l’adresse saisie, mais nous en avons trouvé une proche.',
      weSuggest: 'Adresse suggérée',
      useSuggested: 'Oui, utiliser cette adresse',
      keepMine: 'Non, conserver ma saisie',
    },
    residential: 'Résidentielle',
    commercial: 'Professionnelle',
    validationWarningsHeading: 'Vérifiez cette adresse',
    validationMessages: {
      street_detail_missing: 'La rue est manquante.',
      city_partial: 'La ville est manquante.',
      administrative_area_partial: 'L’État ou la province est manquant.',
      postal_code_not_found: 'Le code postal est manquant.',
      invalid_postal_code: 'Le code postal n’est pas valide pour ce pays.',
      'Address Not Found': 'L’adresse est introuvable.',
      sub_premise_number_invalid: 'Indiquez le numéro d’appartement sur la deuxième ligne.',
      administrative_area_mismatch: 'Ce code postal appartient à un autre État ou à une autre province. Vérifiez l’État et le code.',
      unknown: 'Le service d’expédition a signalé un point dans cette adresse. Vérifiez-la avant de continuer.',
    },
    serverError: 'Impossible d’enregistrer cette adresse. Vérifiez les informations et réessayez.',
  },

  ratePicker: {
    legend: 'Options de livraison',
    loading: 'Recherche des options de livraison…',
    sortBy: 'Trier par',
    sortOptions: {
      price: 'Prix',
      speed: 'Délai de livraison',
      carrier: 'Transporteur',
    },
    filters: {
      carrier: 'Transporteur',
      attributes: 'Afficher uniquement',
      allCarriers: 'Tous les transporteurs',
      clear: 'Effacer les filtres',
    },
    empty: 'Aucune option de livraison n’est disponible pour cet envoi.',
    emptyWithReasons:
      'Aucune option de livraison n’est disponible pour cet envoi. Motifs indiqués par les transporteurs\u00a0:',
    emptyAfterFilters: 'Aucune option de livraison ne correspond à ces filtres.',
    carrierMessagesHeading: 'Messages des transporteurs',
    shipsWith: 'Expédié par {carrier} ({service})',
    // French uses the singular for 0 and 1 (CLDR category `one`), so both forms need {count}.
    estimatedDays: {
      one: '{count}\u00a0jour ouvré',
      other: '{count}\u00a0jours ouvrés',
    },
    deliveryTimeUnknown: 'Délai de livraison non communiqué',
    arrivesBy: 'Livraison avant {time}',
    localPrice: '≈\u00a0{amount} en {currency}',
    includesInsurance: 'Assurance de {amount} incluse',
    showAll: {
      one: 'Afficher {count}\u00a0option',
      other: 'Afficher les {count}\u00a0options',
    },
    showFewer: 'Afficher moins d’options',
    serviceGroupsHeading: 'Modes de livraison',
    freeShipping: 'Livraison gratuite',
    flatRate: 'Forfait',
    free: 'Gratuit',
    selected: 'Sélectionnée',
    logoAlt: 'Logo {carrier}',
    invalidInput: {
      weight: 'Le poids du colis n’est pas valide\u00a0: aucune option de livraison ne peut être affichée.',
      size: 'Les dimensions du colis ne sont pas valides\u00a0: aucune option de livraison ne peut être affichée.',
      address: 'Une adresse est incomplète ou non valide\u00a0: aucune option de livraison ne peut être affichée.',
      other: 'Ces informations d’expédition ne sont pas valides\u00a0: aucune option de livraison ne peut être affichée.',
    },
  },

  labelPurchase: {
    title: 'Acheter une étiquette d’expédition',
    stepProgress: 'Étape {current} sur {total}',
    stepAnnouncement: 'Étape {current} sur {total}\u00a0: {step}',
    progressLabel: 'Progression',
    steps: {
      addresses: 'Adresses',
      parcel: 'Colis',
      options: 'Options',
      customs: 'Douane',
      rates: 'Service de livraison',
      confirm: 'Vérification',
      result: 'Étiquette',
    },
    addresses: {
      changeSender: 'Modifier l’adresse de l’expéditeur',
    },
    parcel: {
      heading: 'Colis {index}',
      length: 'Longueur',
      width: 'Largeur',
      height: 'Hauteur',
      weight: 'Poids',
      distanceUnit: 'Unité de dimension',
      massUnit: 'Unité de poids',
      template: 'Type de colis',
      customDimensions: 'Dimensions personnalisées',
      templateNote: 'Les dimensions de ce type de colis sont utilisées.',
      savedBox: 'Vos cartons enregistrés',
      savedBoxPrompt: 'Choisissez un carton pour reprendre ses dimensions',
      addParcel: 'Ajouter un colis',
      removeParcel: 'Supprimer le colis {index}',
      templateOption: '{name} (dimensions\u00a0: {dimensions})',
    },
    options: {
      signature: 'Signature à la livraison',
      signatureTypes: {
        STANDARD: 'Signature requise',
        ADULT: 'Signature d’un adulte requise',
        CERTIFIED: 'Envoi recommandé',
        INDIRECT: 'Signature de toute personne présente à l’adresse',
        CARRIER_CONFIRMATION: 'Confirmation du transporteur',
      },
      insurance: 'Assurer cet envoi',
      insuranceAmount: 'Valeur assurée',
      insuranceCurrency: 'Devise',
      insuranceContent: 'Description du contenu',
      saturday: 'Livraison le samedi',
      returnLabel: 'Il s’agit d’une étiquette de retour',
      reference1: 'Référence 1',
      reference2: 'Référence 2',
      referenceHint: 'Imprimée sur l’étiquette, pour votre suivi interne.',
      signatureNone: 'Aucune signature',
      qrCode: 'Obtenir un code QR pour faire imprimer l’étiquette dans un point de dépôt',
    },
    confirm: {
      title: 'Acheter cette étiquette\u00a0?',
      body: '{service} de {carrier} pour {amount}',
      chargeNote: 'Votre compte sera débité de {amount}.',
      testModeNote:
        'Mode test\u00a0: rien ne vous sera facturé, et l’étiquette n’est pas valable pour l’expédition.',
      labelFileType: 'Format de l’étiquette',
      buy: 'Acheter l’étiquette',
      buying: 'Achat de l’étiquette…',
      purchaseRequestFailed:
        'Impossible de confirmer l’achat de l’étiquette. Vérifiez vos étiquettes avant de réessayer, pour ne pas payer deux fois.',
    },
    result: {
      title: 'Votre étiquette est prête',
      voidedTitle: 'Cette étiquette est invalidée',
      refundedTitle: 'Cette étiquette a été invalidée et remboursée',
      voidedNote: 'Une étiquette invalidée ne peut pas servir à expédier.',
      creating: 'Le transporteur crée votre étiquette…',
      trackingNumber: 'Numéro de suivi',
      trackShipment: 'Suivre l’envoi',
      commercialInvoice: 'Télécharger la facture commerciale',
      qrCode: 'Code QR',
      qrCodeDescription: 'Présentez ce code QR dans un point de dépôt pour y faire imprimer l’étiquette.',
      eta: 'Livraison estimée\u00a0: {date}',
      zplNote:
        'Les fichiers ZPL s’impriment sur des imprimantes thermiques\u00a0; téléchargez-le pour l’imprimer.',
      buyAnother: 'Acheter une autre étiquette',
      carrierMessages: 'Messages du transporteur',
      labelGenerationFailed: '{carrier} n’a pas pu créer cette étiquette pour le moment. Choisissez un autre tarif.',
    },
    validation: {
      chooseRate: 'Choisissez un service de livraison pour continuer.',
    },
    rates: {
      reviewAndBuy: 'Vérifier et acheter',
    },
    purchaseFailed: 'Le transporteur n’a pas pu créer cette étiquette',
    chooseAnotherRate: 'Choisir un autre tarif',
  },
  // Namespaces of the later blocks, one file each per language.
  addressFields,
  batchUploader,
  batchReview,
  customs,
  labelActions,
  carrierMessages,
  pickup,
  reportDownloader,
  ordersInbox,
  ordersInboxBatch,
  trackingStatus,
  labelHistory,
  serviceGroups,
  checkoutRates,
  accountOnboarding,
  carrierAccounts,
};
