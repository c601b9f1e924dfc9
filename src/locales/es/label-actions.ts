import type { Messages } from '../../provider/messages';

export const labelActions: Messages['labelActions'] = {
  print: {
    downloadLabel: 'Descargar etiqueta',
    printLabel: 'Imprimir etiqueta',
    printFallback: 'Si no se abre el cuadro de impresión, abre la etiqueta e imprímela desde el navegador.',
    openLabel: 'Abrir etiqueta',
    printFailed: 'No pudimos cargar la etiqueta para imprimirla.',
    printRefused: 'Este archivo de etiqueta no es un PDF ni una imagen, así que no se puede imprimir desde esta página.',
  },
  refund: {
    voidLabel: 'Anular etiqueta',
    confirmTitle: '¿Anular esta etiqueta?',
    confirmBody:
      'Una vez anulada, la etiqueta ya no se podrá usar para hacer envíos. El transportista decide sobre el reembolso de {amount}, que puede tardar unos días.',
    confirm: 'Anular etiqueta',
    requesting: 'Solicitando el reembolso…',
    refundRequested: 'Reembolso solicitado',
    failed: 'No pudimos solicitar el reembolso de esta etiqueta.',
    labelStatus: 'Estado de la etiqueta: {status}',
    statuses: {
      QUEUED: 'Tu solicitud de reembolso está en cola.',
      PENDING: 'El transportista está revisando tu solicitud de reembolso.',
      SUCCESS: 'La etiqueta se anuló y se reembolsó.',
      ERROR: 'El transportista rechazó la solicitud de reembolso.',
    },
  },
};
