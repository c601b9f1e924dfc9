import type { Messages } from '../../provider/messages';

export const labelActions: Messages['labelActions'] = {
  print: {
    downloadLabel: 'Télécharger l’étiquette',
    printLabel: 'Imprimer l’étiquette',
    printFallback: 'Si la fenêtre d’impression ne s’ouvre pas, ouvrez l’étiquette et imprimez-la depuis votre navigateur.',
    openLabel: 'Ouvrir l’étiquette',
    printFailed: 'Nous n’avons pas pu charger l’étiquette pour l’imprimer.',
    printRefused: 'Ce fichier d’étiquette n’est ni un PDF ni une image\u00a0: il ne peut pas être imprimé depuis cette page.',
  },
  refund: {
    voidLabel: 'Invalider l’étiquette',
    confirmTitle: 'Invalider cette étiquette\u00a0?',
    confirmBody:
      'Une fois invalidée, l’étiquette ne peut plus servir à l’expédition. Le transporteur décide du remboursement de {amount}, ce qui peut prendre quelques jours.',
    confirm: 'Invalider l’étiquette',
    requesting: 'Demande de remboursement…',
    refundRequested: 'Remboursement demandé',
    failed: 'Impossible de demander le remboursement de cette étiquette.',
    labelStatus: 'Statut de l’étiquette\u00a0: {status}',
    statuses: {
      QUEUED: 'Votre demande de remboursement est en file d’attente.',
      PENDING: 'Le transporteur examine votre demande de remboursement.',
      SUCCESS: 'L’étiquette a été invalidée et remboursée.',
      ERROR: 'Le transporteur a refusé la demande de remboursement.',
    },
  },
};
