import type { Messages } from '../../provider/messages';

export const labelActions: Messages['labelActions'] = {
  print: {
    downloadLabel: 'Etikett herunterladen',
    printLabel: 'Etikett drucken',
    printFallback: 'Wenn sich kein Druckdialog öffnet, öffnen Sie das Etikett und drucken Sie es im Browser.',
    openLabel: 'Etikett öffnen',
    printFailed: 'Das Etikett konnte nicht zum Drucken geladen werden.',
    printRefused: 'Diese Etikettendatei ist weder ein PDF noch ein Bild und kann daher nicht auf dieser Seite gedruckt werden.',
  },
  refund: {
    voidLabel: 'Etikett stornieren',
    confirmTitle: 'Dieses Etikett stornieren?',
    confirmBody:
      'Ein storniertes Etikett kann nicht mehr für den Versand verwendet werden. Der Versanddienstleister entscheidet über die Erstattung von {amount}; das kann einige Tage dauern.',
    confirm: 'Etikett stornieren',
    requesting: 'Erstattung wird beantragt…',
    refundRequested: 'Erstattung beantragt',
    failed: 'Für dieses Etikett konnte keine Erstattung beantragt werden.',
    labelStatus: 'Etikettstatus: {status}',
    statuses: {
      QUEUED: 'Ihr Erstattungsantrag ist in der Warteschlange.',
      PENDING: 'Der Versanddienstleister prüft Ihren Erstattungsantrag.',
      SUCCESS: 'Das Etikett wurde storniert und erstattet.',
      ERROR: 'Der Versanddienstleister hat den Erstattungsantrag abgelehnt.',
    },
  },
};
