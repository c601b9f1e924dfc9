// Entry point `shipping-elements/locales/de`: the German catalogue on its own, so only hosts that
// show German text pay for it. Plain data without side effects, usable from server modules too.
import type { Messages } from '../provider/messages';
import { batchUploader } from './de/batch-uploader';
import { batchReview } from './de/batch-review';
import { addressFields } from './de/address-fields';
import { customs } from './de/customs';
import { labelActions } from './de/label-actions';
import { carrierMessages } from './de/carrier-messages';
import { pickup } from './de/pickup';
import { ordersInbox } from './de/orders-inbox';
import { ordersInboxBatch } from './de/orders-inbox-batch';
import { reportDownloader } from './de/report-downloader';
import { trackingStatus } from './de/tracking-status';
import { labelHistory } from './de/label-history';
import { serviceGroups } from './de/service-groups';
import { checkoutRates } from './de/checkout-rates';
import { accountOnboarding } from './de/account-onboarding';
import { carrierAccounts } from './de/carrier-accounts';

// German addressing the user as «Sie», as business software does. "Versanddienstleister" is the
// neutral word for carrier; "stornieren" voids a label while "Abbrechen" cancels a dialog.

/**
 * Shows the kit in German. Import it from `shipping-elements/locales/de` and pass it as the
 * provider's `messages`, with a `locale` of `de` and every regional variant (`de-AT`, `de-CH`).
 *
 * @example
 * import { de } from 'shipping-elements/locales/de';
 * <ShippingElementsProvider locale="de-AT" messages={de} baseUrl={baseUrl} fetchToken={fetchToken}>
 */
export const de: Messages = {
  language: 'de',
  common: {
    loading: 'Wird geladen…',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
    close: 'Schließen',
    confirm: 'Bestätigen',
    back: 'Zurück',
    next: 'Weiter',
    continue: 'Fortfahren',
    save: 'Speichern',
    saving: 'Wird gespeichert…',
    edit: 'Bearbeiten',
    remove: 'Entfernen',
    dismiss: 'Ausblenden',
    yes: 'Ja',
    no: 'Nein',
    required: 'Erforderlich',
    optional: 'Optional',
    requiredFieldsNote: 'Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.',
    showAll: { one: 'Alle anzeigen ({count})', other: 'Alle anzeigen ({count})' },
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und kopieren Sie ihn selbst.',
    download: 'Herunterladen',
    print: 'Drucken',
    testModeBanner: 'Testmodus: Etiketten sind nicht für den Versand gültig',
    opensInNewTab: '(wird in einem neuen Tab geöffnet)',
  },

  errors: {
    title: 'Etwas ist schiefgelaufen',
    api: 'Der Versanddienst konnte diese Anfrage nicht ausführen. Versuchen Sie es erneut.',
    serviceUnavailable: 'Der Versanddienst ist vorübergehend nicht verfügbar. Versuchen Sie es in einigen Minuten erneut.',
    auth: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um fortzufahren.',
    forbidden: 'Ihr Konto ist für diese Aktion nicht berechtigt.',
    network: 'Sie scheinen offline zu sein. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    timeout: 'Der Versanddienst hat zu lange nicht geantwortet. Versuchen Sie es erneut.',
    unexpectedResponse:
      'Der Versanddienst hat eine Antwort gesendet, die wir nicht lesen konnten. Versuchen Sie es erneut und wenden Sie sich an den Support, falls das Problem weiterhin auftritt.',
    invalidRequest: 'Einige Angaben fehlen oder sind ungültig. Prüfen Sie die markierten Felder und versuchen Sie es erneut.',
    rateLimited: 'Zu viele Anfragen in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es dann erneut.',
    notFound: 'Dieses Element wurde nicht gefunden. Möglicherweise wurde es gelöscht oder ist abgelaufen.',
    conflict: 'Diese Anfrage steht im Konflikt mit einer früheren Anfrage. Laden Sie die Seite neu und versuchen Sie es erneut.',
    unknown: 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es erneut.',
    reference: 'Referenz: {requestId}',
  },

  formErrors: {
    required: '{field} ist ein Pflichtfeld.',
    invalid: '{field} ist ungültig.',
    tooLong: { one: '{field} darf höchstens {count} Zeichen lang sein.', other: '{field} darf höchstens {count} Zeichen lang sein.' },
    positive: '{field} muss eine Zahl größer als 0 sein, zum Beispiel 2,5.',
    amount: '{field} muss ein Betrag sein, zum Beispiel 12,50.',
    wholeNumber: '{field} muss eine ganze Zahl ab 1 sein.',
    currency: 'Geben Sie einen dreistelligen Währungscode ein, zum Beispiel EUR.',
    country: 'Wählen Sie ein Land aus der Liste aus.',
    rejected: 'Prüfen Sie {field}: Der Versanddienst hat die Angabe nicht akzeptiert.',
  },

  token: {
    refreshing: 'Verbindung wird wiederhergestellt…',
    refreshed: 'Verbindung wiederhergestellt',
    expired: 'Ihre Sitzung ist abgelaufen.',
  },

  status: {
    transaction: {
      WAITING: 'Wartend',
      QUEUED: 'In der Warteschlange',
      SUCCESS: 'Etikett erstellt',
      ERROR: 'Fehlgeschlagen',
      REFUNDED: 'Erstattet',
      REFUNDPENDING: 'Erstattung ausstehend',
      REFUNDREJECTED: 'Erstattung abgelehnt',
    },
    tracking: {
      UNKNOWN: 'Keine Sendungsverfolgungsdaten',
      PRE_TRANSIT: 'Wartet auf Abholung',
      TRANSIT: 'Unterwegs',
      DELIVERED: 'Zugestellt',
      RETURNED: 'An Absender zurückgesendet',
      FAILURE: 'Zustellproblem',
    },
    refund: {
      QUEUED: 'Erstattung in der Warteschlange',
      PENDING: 'Erstattung ausstehend',
      SUCCESS: 'Erstattet',
      ERROR: 'Erstattung fehlgeschlagen',
    },
    batch: {
      VALIDATING: 'Wird geprüft',
      VALID: 'Bereit zum Kauf',
      INVALID: 'Fehlerhaft',
      PURCHASING: 'Etiketten werden gekauft',
      PURCHASED: 'Etiketten gekauft',
    },
    batchShipment: {
      INVALID: 'Ungültig',
      VALID: 'Gültig',
      INCOMPLETE: 'Unvollständig',
      TRANSACTION_FAILED: 'Etikettenkauf fehlgeschlagen',
    },
    pickup: {
      PENDING: 'Wartet auf Bestätigung',
      CONFIRMED: 'Bestätigt',
      ERROR: 'Fehlgeschlagen',
      CANCELLED: 'Storniert',
    },
    reportRun: {
      QUEUED: 'In der Warteschlange',
      PROCESSING: 'Wird verarbeitet',
      SUCCEEDED: 'Bereit',
      FAILED: 'Fehlgeschlagen',
    },
    order: {
      UNKNOWN: 'Unbekannt',
      AWAITPAY: 'Zahlung ausstehend',
      PAID: 'Bezahlt',
      REFUNDED: 'Erstattet',
      CANCELLED: 'Storniert',
      PARTIALLY_FULFILLED: 'Teilweise versendet',
      SHIPPED: 'Versendet',
    },
    shipment: {
      WAITING: 'Wartend',
      QUEUED: 'Tarife werden abgerufen',
      SUCCESS: 'Tarife verfügbar',
      ERROR: 'Fehlgeschlagen',
    },
    unknown: 'Unbekannter Status ({value})',
  },

  rateAttributes: {
    CHEAPEST: 'Günstigste',
    FASTEST: 'Schnellste',
    BESTVALUE: 'Bestes Preis-Leistungs-Verhältnis',
  },

  labelFiles: {
    types: {
      PNG: 'PNG-Bild',
      'PNG_2.3x7.5': 'PNG-Bild (Etikett 2,3 × 7,5 Zoll)',
      PDF: 'PDF (ganze Seite)',
      'PDF_2.3x7.5': 'PDF (Etikett 2,3 × 7,5 Zoll)',
      PDF_4x6: 'PDF (Etikett 4 × 6 Zoll)',
      PDF_4x8: 'PDF (Etikett 4 × 8 Zoll)',
      PDF_A4: 'PDF (A4-Seite)',
      PDF_A5: 'PDF (A5-Seite)',
      PDF_A6: 'PDF (A6-Etikett)',
      ZPLII: 'ZPL II (Thermodrucker)',
    },
  },
  units: {
    mass: {
      g: { short: 'g', long: 'Gramm' },
      oz: { short: 'oz', long: 'Unzen' },
      lb: { short: 'lb', long: 'Pfund' },
      kg: { short: 'kg', long: 'Kilogramm' },
    },
    distance: {
      cm: { short: 'cm', long: 'Zentimeter' },
      in: { short: 'in', long: 'Zoll' },
      ft: { short: 'ft', long: 'Fuß' },
      mm: { short: 'mm', long: 'Millimeter' },
      m: { short: 'm', long: 'Meter' },
      yd: { short: 'yd', long: 'Yards' },
    },
  },

  addressForm: {
    legend: {
      sender: 'Absender',
      recipient: 'Empfänger',
      return: 'Rücksendeadresse',
    },
    submit: 'Adresse speichern',
    validating: 'Adresse wird geprüft…',
    verified: 'Adresse bestätigt',
    invalidAddress: 'Diese Adresse konnte nicht bestätigt werden. Prüfen Sie die Angaben und versuchen Sie es erneut.',
    savedUnverified: 'Adresse wie eingegeben gespeichert',
    suggestion: {
      title: 'Adresse bestätigen',
      description: 'Wir haben eine leicht abweichende Version dieser Adresse gefunden. Welche sollen wir verwenden?',
      useSuggested: 'Vorgeschlagene Adresse verwenden',
      keepMine: 'Meine Eingabe beibehalten',
      youEntered: 'Ihre Eingabe',
      weSuggest: 'Unser Vorschlag',
      changed: '(geändert)',
    },
    correction: {
      title: 'Meinten Sie diese Adresse?',
      description: 'Wir konnten die eingegebene Adresse nicht bestätigen, haben aber eine ähnliche gefunden.',
      weSuggest: 'Vorgeschlagene Adresse',
      useSuggested: 'Ja, diese Adresse verwenden',
      keepMine: 'Nein, meine Eingabe beibehalten',
    },
    residential: 'Privatadresse',
    commercial: 'Geschäftsadresse',
    validationWarningsHeading: 'Bitte prüfen Sie diese Adresse',
    validationMessages: {
      street_detail_missing: 'Die Straße fehlt.',
      city_partial: 'Der Ort fehlt.',
      administrative_area_partial: 'Das Bundesland oder die Provinz fehlt.',
      postal_code_not_found: 'Die Postleitzahl fehlt.',
      invalid_postal_code: 'Die Postleitzahl ist für dieses Land ungültig.',
      'Address Not Found': 'Die Adresse wurde nicht gefunden.',
      sub_premise_number_invalid: 'Geben Sie die Wohnungsnummer in der zweiten Zeile an.',
      administrative_area_mismatch: 'Diese Postleitzahl gehört zu einem anderen Bundesstaat oder einer anderen Provinz. Prüfen Sie Bundesstaat und Postleitzahl.',
      unknown: 'Der Versanddienst hat bei dieser Adresse etwas beanstandet. Bitte prüfen Sie sie, bevor Sie fortfahren.',
    },
    serverError: 'Die Adresse konnte nicht gespeichert werden. Prüfen Sie die Angaben und versuchen Sie es erneut.',
  },

  ratePicker: {
    legend: 'Versandoptionen',
    loading: 'Versandoptionen werden abgerufen…',
    sortBy: 'Sortieren nach',
    sortOptions: {
      price: 'Preis',
      speed: 'Lieferzeit',
      carrier: 'Versanddienstleister',
    },
    filters: {
      carrier: 'Versanddienstleister',
      attributes: 'Nur anzeigen',
      allCarriers: 'Alle Versanddienstleister',
      clear: 'Filter zurücksetzen',
    },
    empty: 'Für diese Sendung sind keine Versandoptionen verfügbar.',
    emptyWithReasons:
      'Für diese Sendung sind keine Versandoptionen verfügbar. Die Versanddienstleister nennen folgende Gründe:',
    emptyAfterFilters: 'Keine Versandoption entspricht diesen Filtern.',
    carrierMessagesHeading: 'Meldungen der Versanddienstleister',
    shipsWith: 'Versand mit {carrier} ({service})',
    estimatedDays: {
      one: '{count} Werktag',
      other: '{count} Werktage',
    },
    deliveryTimeUnknown: 'Keine Angabe zur Lieferzeit',
    arrivesBy: 'Zustellung bis {time}',
    localPrice: '≈ {amount} in {currency}',
    includesInsurance: 'Inklusive Versicherung über {amount}',
    showAll: {
      one: '{count} Option anzeigen',
      other: 'Alle {count} Optionen anzeigen',
    },
    showFewer: 'Weniger Optionen anzeigen',
    serviceGroupsHeading: 'Lieferoptionen',
    freeShipping: 'Kostenloser Versand',
    flatRate: 'Pauschalpreis',
    free: 'Kostenlos',
    selected: 'Ausgewählt',
    logoAlt: 'Logo von {carrier}',
    invalidInput: {
      weight: 'Das Paketgewicht ist ungültig, daher können keine Versandoptionen angezeigt werden.',
      size: 'Die Paketmaße sind ungültig, daher können keine Versandoptionen angezeigt werden.',
      address: 'Eine Adresse ist unvollständig oder ungültig, daher können keine Versandoptionen angezeigt werden.',
      other: 'Diese Versanddaten sind ungültig, daher können keine Versandoptionen angezeigt werden.',
    },
  },

  labelPurchase: {
    title: 'Versandetikett kaufen',
    stepProgress: 'Schritt {current} von {total}',
    stepAnnouncement: 'Schritt {current} von {total}: {step}',
    progressLabel: 'Fortschritt',
    steps: {
      addresses: 'Adressen',
      parcel: 'Paket',
      options: 'Optionen',
      customs: 'Zoll',
      rates: 'Versandart',
      confirm: 'Überprüfen',
      result: 'Etikett',
    },
    addresses: {
      changeSender: 'Absenderadresse ändern',
    },
    parcel: {
      heading: 'Paket {index}',
      length: 'Länge',
      width: 'Breite',
      height: 'Höhe',
      weight: 'Gewicht',
      distanceUnit: 'Maßeinheit',
      massUnit: 'Gewichtseinheit',
      template: 'Verpackungsart',
      customDimensions: 'Eigene Maße',
      templateNote: 'Es werden die Maße dieser Verpackungsart verwendet.',
      savedBox: 'Ihre gespeicherten Kartons',
      savedBoxPrompt: 'Wählen Sie einen Karton, um seine Maße zu übernehmen',
      addParcel: 'Weiteres Paket hinzufügen',
      removeParcel: 'Paket {index} entfernen',
      templateOption: '{name} (Maße: {dimensions})',
    },
    options: {
      signature: 'Unterschrift bei Zustellung',
      signatureTypes: {
        STANDARD: 'Unterschrift erforderlich',
        ADULT: 'Unterschrift eines Erwachsenen erforderlich',
        CERTIFIED: 'Einschreiben',
        INDIRECT: 'Unterschrift einer beliebigen Person an der Adresse',
        CARRIER_CONFIRMATION: 'Bestätigung durch den Versanddienstleister',
      },
      insurance: 'Diese Sendung versichern',
      insuranceAmount: 'Versicherter Wert',
      insuranceCurrency: 'Währung',
      insuranceContent: 'Beschreibung des Inhalts',
      saturday: 'Samstagszustellung',
      returnLabel: 'Dies ist ein Rücksendeetikett',
      reference1: 'Referenz 1',
      reference2: 'Referenz 2',
      referenceHint: 'Wird auf das Etikett gedruckt, für Ihre eigenen Unterlagen.',
      signatureNone: 'Keine Unterschrift',
      qrCode: 'QR-Code anfordern, um das Etikett in einer Annahmestelle drucken zu lassen',
    },
    confirm: {
      title: 'Dieses Etikett kaufen?',
      body: '{service} von {carrier} für {amount}',
      chargeNote: 'Ihr Konto wird mit {amount} belastet.',
      testModeNote: 'Testmodus: Es fallen keine Kosten an, und das Etikett kann nicht für den Versand verwendet werden.',
      labelFileType: 'Etikettenformat',
      buy: 'Etikett kaufen',
      buying: 'Etikett wird gekauft…',
      purchaseRequestFailed:
        'Wir konnten den Kauf des Etiketts nicht bestätigen. Prüfen Sie Ihre Etiketten, bevor Sie es erneut versuchen, damit Sie nicht doppelt zahlen.',
    },
    result: {
      title: 'Ihr Etikett ist fertig',
      voidedTitle: 'Dieses Etikett ist storniert',
      refundedTitle: 'Dieses Etikett wurde storniert und erstattet',
      voidedNote: 'Ein storniertes Etikett kann nicht zum Versand verwendet werden.',
      creating: 'Der Versanddienstleister erstellt Ihr Etikett…',
      trackingNumber: 'Sendungsnummer',
      trackShipment: 'Sendung verfolgen',
      commercialInvoice: 'Handelsrechnung herunterladen',
      qrCode: 'QR-Code',
      qrCodeDescription: 'Zeigen Sie diesen QR-Code in einer Annahmestelle vor, um das Etikett dort drucken zu lassen.',
      eta: 'Voraussichtliche Zustellung: {date}',
      zplNote: 'ZPL-Dateien werden auf Thermodruckern gedruckt; laden Sie die Datei zum Drucken herunter.',
      buyAnother: 'Weiteres Etikett kaufen',
      carrierMessages: 'Meldungen des Versanddienstleisters',
      labelGenerationFailed: '{carrier} konnte dieses Etikett gerade nicht erstellen. Wählen Sie einen anderen Tarif.',
    },
    validation: {
      chooseRate: 'Wählen Sie eine Versandart, um fortzufahren.',
    },
    rates: {
      reviewAndBuy: 'Prüfen und kaufen',
    },
    purchaseFailed: 'Der Versanddienstleister konnte dieses Etikett nicht erstellen',
    chooseAnotherRate: 'Anderen Tarif wählen',
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
