// Entry point `shipping-elements/locales/es`: the Spanish catalogue on its own, so only hosts that
// show Spanish text pay for it. Plain data without side effects, usable from server modules too.
import type { Messages } from '../provider/messages';
import { batchUploader } from './es/batch-uploader';
import { batchReview } from './es/batch-review';
import { addressFields } from './es/address-fields';
import { customs } from './es/customs';
import { labelActions } from './es/label-actions';
import { carrierMessages } from './es/carrier-messages';
import { pickup } from './es/pickup';
import { ordersInbox } from './es/orders-inbox';
import { ordersInboxBatch } from './es/orders-inbox-batch';
import { reportDownloader } from './es/report-downloader';
import { trackingStatus } from './es/tracking-status';
import { labelHistory } from './es/label-history';
import { serviceGroups } from './es/service-groups';
import { checkoutRates } from './es/checkout-rates';
import { accountOnboarding } from './es/account-onboarding';
import { carrierAccounts } from './es/carrier-accounts';

// Neutral Spanish for Spain and Latin America, addressing the user as «tú» as most consumer
// and merchant software in Spanish does. Decimal commas in label sizes follow the majority of
// Spanish-speaking countries; numbers the kit formats itself follow the host's locale.

/**
 * Shows the kit in Spanish. Import it from `shipping-elements/locales/es` and pass it as the
 * provider's `messages`, with a `locale` of `es` and every regional variant (`es-MX`, `es-419`).
 *
 * @example
 * import { es } from 'shipping-elements/locales/es';
 * <ShippingElementsProvider locale="es-MX" messages={es} baseUrl={baseUrl} fetchToken={fetchToken}>
 */
export const es: Messages = {
  language: 'es',
  common: {
    loading: 'Cargando…',
    retry: 'Volver a intentarlo',
    cancel: 'Cancelar',
    close: 'Cerrar',
    confirm: 'Confirmar',
    back: 'Atrás',
    next: 'Siguiente',
    continue: 'Continuar',
    save: 'Guardar',
    saving: 'Guardando…',
    edit: 'Editar',
    remove: 'Quitar',
    dismiss: 'Descartar',
    yes: 'Sí',
    no: 'No',
    required: 'Obligatorio',
    optional: 'Opcional',
    requiredFieldsNote: 'Los campos marcados con un asterisco (*) son obligatorios.',
    showAll: { one: 'Ver todo ({count})', other: 'Ver todo ({count})' },
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo manualmente.',
    download: 'Descargar',
    print: 'Imprimir',
    testModeBanner: 'Modo de prueba: las etiquetas no son válidas para hacer envíos',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },

  errors: {
    title: 'Algo salió mal',
    api: 'El servicio de envíos no pudo completar esta solicitud. Vuelve a intentarlo.',
    serviceUnavailable: 'El servicio de envíos no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    auth: 'Tu sesión ha caducado. Vuelve a iniciar sesión para continuar.',
    forbidden: 'Tu cuenta no tiene permiso para realizar esta acción.',
    network: 'Parece que no tienes conexión. Comprueba tu conexión a internet y vuelve a intentarlo.',
    timeout: 'El servicio de envíos tardó demasiado en responder. Vuelve a intentarlo.',
    unexpectedResponse:
      'El servicio de envíos envió una respuesta que no pudimos leer. Vuelve a intentarlo y, si el problema persiste, contacta con soporte.',
    invalidRequest: 'Faltan datos o algunos no son válidos. Revisa los campos marcados y vuelve a intentarlo.',
    rateLimited: 'Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.',
    notFound: 'No encontramos este elemento. Es posible que se haya eliminado o que haya caducado.',
    conflict: 'Esta solicitud entra en conflicto con una anterior. Vuelve a cargar la página e inténtalo de nuevo.',
    unknown: 'Se produjo un error inesperado. Vuelve a intentarlo.',
    reference: 'Referencia: {requestId}',
  },

  formErrors: {
    required: 'El campo {field} es obligatorio.',
    invalid: 'El campo {field} no es válido.',
    tooLong: { one: 'El campo {field} no puede tener más de {count} carácter.', other: 'El campo {field} no puede tener más de {count} caracteres.' },
    positive: 'El campo {field} debe ser un número mayor que 0, por ejemplo 2,5.',
    amount: 'El campo {field} debe ser un importe, por ejemplo 12,50.',
    wholeNumber: 'El campo {field} debe ser un número entero igual o mayor que 1.',
    currency: 'Introduce un código de moneda de tres letras, por ejemplo EUR.',
    country: 'Elige un país de la lista.',
    rejected: 'Revisa {field}: el servicio de envíos no lo aceptó.',
  },

  token: {
    refreshing: 'Reconectando…',
    refreshed: 'Conexión restablecida',
    expired: 'Tu sesión ha caducado.',
  },

  status: {
    transaction: {
      WAITING: 'En espera',
      QUEUED: 'En cola',
      SUCCESS: 'Etiqueta creada',
      ERROR: 'Error',
      REFUNDED: 'Reembolsada',
      REFUNDPENDING: 'Reembolso pendiente',
      REFUNDREJECTED: 'Reembolso rechazado',
    },
    tracking: {
      UNKNOWN: 'Sin información de seguimiento',
      PRE_TRANSIT: 'Pendiente de recogida',
      TRANSIT: 'En tránsito',
      DELIVERED: 'Entregado',
      RETURNED: 'Devuelto al remitente',
      FAILURE: 'Incidencia en la entrega',
    },
    refund: {
      QUEUED: 'Reembolso en cola',
      PENDING: 'Reembolso pendiente',
      SUCCESS: 'Reembolsado',
      ERROR: 'Reembolso fallido',
    },
    batch: {
      VALIDATING: 'Validando',
      VALID: 'Listo para comprar',
      INVALID: 'Con errores',
      PURCHASING: 'Comprando etiquetas',
      PURCHASED: 'Etiquetas compradas',
    },
    batchShipment: {
      INVALID: 'No válido',
      VALID: 'Válido',
      INCOMPLETE: 'Incompleto',
      TRANSACTION_FAILED: 'Error al comprar la etiqueta',
    },
    pickup: {
      PENDING: 'Pendiente de confirmación',
      CONFIRMED: 'Confirmada',
      ERROR: 'Error',
      CANCELLED: 'Cancelada',
    },
    reportRun: {
      QUEUED: 'En cola',
      PROCESSING: 'Procesando',
      SUCCEEDED: 'Listo',
      FAILED: 'Error',
    },
    order: {
      UNKNOWN: 'Desconocido',
      AWAITPAY: 'Pendiente de pago',
      PAID: 'Pagado',
      REFUNDED: 'Reembolsado',
      CANCELLED: 'Cancelado',
      PARTIALLY_FULFILLED: 'Enviado parcialmente',
      SHIPPED: 'Enviado',
    },
    shipment: {
      WAITING: 'En espera',
      QUEUED: 'Obteniendo tarifas',
      SUCCESS: 'Tarifas disponibles',
      ERROR: 'Error',
    },
    unknown: 'Estado desconocido ({value})',
  },

  rateAttributes: {
    CHEAPEST: 'Más económica',
    FASTEST: 'Más rápida',
    BESTVALUE: 'Mejor relación calidad-precio',
  },

  labelFiles: {
    types: {
      PNG: 'Imagen PNG',
      'PNG_2.3x7.5': 'Imagen PNG (etiqueta de 2,3 × 7,5 pulgadas)',
      PDF: 'PDF (página completa)',
      'PDF_2.3x7.5': 'PDF (etiqueta de 2,3 × 7,5 pulgadas)',
      PDF_4x6: 'PDF (etiqueta de 4 × 6 pulgadas)',
      PDF_4x8: 'PDF (etiqueta de 4 × 8 pulgadas)',
      PDF_A4: 'PDF (página A4)',
      PDF_A5: 'PDF (página A5)',
      PDF_A6: 'PDF (etiqueta A6)',
      ZPLII: 'ZPL II (impresora térmica)',
    },
  },
  units: {
    mass: {
      g: { short: 'g', long: 'Gramos' },
      oz: { short: 'oz', long: 'Onzas' },
      lb: { short: 'lb', long: 'Libras' },
      kg: { short: 'kg', long: 'Kilogramos' },
    },
    distance: {
      cm: { short: 'cm', long: 'Centímetros' },
      in: { short: 'in', long: 'Pulgadas' },
      ft: { short: 'ft', long: 'Pies' },
      mm: { short: 'mm', long: 'Milímetros' },
      m: { short: 'm', long: 'Metros' },
      yd: { short: 'yd', long: 'Yardas' },
    },
  },

  addressForm: {
    legend: {
      sender: 'Enviar desde',
      recipient: 'Enviar a',
      return: 'Dirección de devolución',
    },
    submit: 'Guardar dirección',
    validating: 'Verificando la dirección…',
    verified: 'Dirección verificada',
    invalidAddress: 'No pudimos verificar esta dirección. Revisa los datos y vuelve a intentarlo.',
    savedUnverified: 'Dirección guardada tal como la escribiste',
    suggestion: {
      title: 'Confirma tu dirección',
      description: 'Encontramos una versión ligeramente distinta de esta dirección. ¿Cuál quieres usar?',
      useSuggested: 'Usar la dirección sugerida',
      keepMine: 'Mantener la dirección que escribí',
      youEntered: 'Tu dirección',
      weSuggest: 'Nuestra sugerencia',
      changed: '(cambiado)',
    },
    correction: {
      title: '¿Querías decir esta dirección?',
      description: 'No pudimos verificar la dirección que escribiste, pero encontramos una parecida.',
      weSuggest: 'Dirección sugerida',
      useSuggested: 'Sí, usar esta dirección',
      keepMine: 'No, mantener lo que escribí',
    },
    residential: 'Residencial',
    commercial: 'Comercial',
    validationWarningsHeading: 'Revisa esta dirección',
    validationMessages: {
      street_detail_missing: 'Falta la calle.',
      city_partial: 'Falta la ciudad.',
      administrative_area_partial: 'Falta el estado o la provincia.',
      postal_code_not_found: 'Falta el código postal.',
      invalid_postal_code: 'El código postal no es válido para este país.',
      'Address Not Found': 'No se ha encontrado la dirección.',
      sub_premise_number_invalid: 'Pon el número de apartamento en la segunda línea.',
      administrative_area_mismatch: 'Este código postal pertenece a otro estado o provincia. Revisa el estado y el código.',
      unknown: 'El servicio de envíos ha señalado algo en esta dirección. Revísala antes de continuar.',
    },
    serverError: 'No pudimos guardar esta dirección. Revisa los datos y vuelve a intentarlo.',
  },

  ratePicker: {
    legend: 'Opciones de envío',
    loading: 'Obteniendo opciones de envío…',
    sortBy: 'Ordenar por',
    sortOptions: {
      price: 'Precio',
      speed: 'Plazo de entrega',
      carrier: 'Transportista',
    },
    filters: {
      carrier: 'Transportista',
      attributes: 'Mostrar solo',
      allCarriers: 'Todos los transportistas',
      clear: 'Borrar filtros',
    },
    empty: 'No hay opciones de envío disponibles para este envío.',
    emptyWithReasons: 'No hay opciones de envío disponibles para este envío. Los transportistas indicaron estos motivos:',
    emptyAfterFilters: 'Ninguna opción de envío coincide con estos filtros.',
    carrierMessagesHeading: 'Mensajes de los transportistas',
    shipsWith: 'Se envía con {carrier} ({service})',
    estimatedDays: {
      one: '{count} día hábil',
      other: '{count} días hábiles',
    },
    deliveryTimeUnknown: 'Plazo de entrega no indicado',
    arrivesBy: 'Llega antes de las {time}',
    localPrice: '≈ {amount} en {currency}',
    includesInsurance: 'Incluye un seguro de {amount}',
    showAll: {
      one: 'Ver {count} opción',
      other: 'Ver las {count} opciones',
    },
    showFewer: 'Ver menos opciones',
    serviceGroupsHeading: 'Opciones de entrega',
    freeShipping: 'Envío gratis',
    flatRate: 'Tarifa plana',
    free: 'Gratis',
    selected: 'Seleccionada',
    logoAlt: 'Logotipo de {carrier}',
    invalidInput: {
      weight: 'El peso del paquete no es válido, así que no se pueden mostrar opciones de envío.',
      size: 'Las medidas del paquete no son válidas, así que no se pueden mostrar opciones de envío.',
      address: 'Una dirección está incompleta o no es válida, así que no se pueden mostrar opciones de envío.',
      other: 'Estos datos de envío no son válidos, así que no se pueden mostrar opciones de envío.',
    },
  },

  labelPurchase: {
    title: 'Comprar una etiqueta de envío',
    stepProgress: 'Paso {current} de {total}',
    stepAnnouncement: 'Paso {current} de {total}: {step}',
    progressLabel: 'Progreso',
    steps: {
      addresses: 'Direcciones',
      parcel: 'Paquete',
      options: 'Opciones',
      customs: 'Aduanas',
      rates: 'Servicio de envío',
      confirm: 'Revisión',
      result: 'Etiqueta',
    },
    addresses: {
      changeSender: 'Cambiar la dirección del remitente',
    },
    parcel: {
      heading: 'Paquete {index}',
      length: 'Largo',
      width: 'Ancho',
      height: 'Alto',
      weight: 'Peso',
      distanceUnit: 'Unidad de medida',
      massUnit: 'Unidad de peso',
      template: 'Tipo de paquete',
      customDimensions: 'Medidas personalizadas',
      templateNote: 'Se usan las medidas de este tipo de paquete.',
      savedBox: 'Tus cajas guardadas',
      savedBoxPrompt: 'Elige una caja para rellenar sus medidas',
      addParcel: 'Añadir otro paquete',
      removeParcel: 'Quitar el paquete {index}',
      templateOption: '{name} (medidas: {dimensions})',
    },
    options: {
      signature: 'Firma en la entrega',
      signatureTypes: {
        STANDARD: 'Firma obligatoria',
        ADULT: 'Firma de un adulto obligatoria',
        CERTIFIED: 'Correo certificado',
        INDIRECT: 'Firma de cualquier persona en la dirección',
        CARRIER_CONFIRMATION: 'Confirmación del transportista',
      },
      insurance: 'Asegurar este envío',
      insuranceAmount: 'Valor asegurado',
      insuranceCurrency: 'Moneda',
      insuranceContent: 'Descripción del contenido',
      saturday: 'Entrega en sábado',
      returnLabel: 'Es una etiqueta de devolución',
      reference1: 'Referencia 1',
      reference2: 'Referencia 2',
      referenceHint: 'Se imprime en la etiqueta para tu control interno.',
      signatureNone: 'Sin firma',
      qrCode: 'Obtener un código QR para imprimir la etiqueta en un punto de entrega',
    },
    confirm: {
      title: '¿Comprar esta etiqueta?',
      body: '{service} de {carrier} por {amount}',
      chargeNote: 'Se cargará un importe de {amount} en tu cuenta.',
      testModeNote: 'Modo de prueba: no se te cobrará nada y la etiqueta no se puede usar para hacer envíos.',
      labelFileType: 'Formato de la etiqueta',
      buy: 'Comprar etiqueta',
      buying: 'Comprando la etiqueta…',
      purchaseRequestFailed:
        'No pudimos confirmar la compra de la etiqueta. Revisa tus etiquetas antes de volver a intentarlo para no pagar dos veces.',
    },
    result: {
      title: 'Tu etiqueta está lista',
      voidedTitle: 'Esta etiqueta está anulada',
      refundedTitle: 'Esta etiqueta se anuló y se reembolsó',
      voidedNote: 'Una etiqueta anulada no se puede usar para enviar.',
      creating: 'El transportista está creando tu etiqueta…',
      trackingNumber: 'Número de seguimiento',
      trackShipment: 'Seguir el envío',
      commercialInvoice: 'Descargar factura comercial',
      qrCode: 'Código QR',
      qrCodeDescription: 'Muestra este código QR en un punto de entrega para que te impriman allí la etiqueta.',
      eta: 'Entrega estimada: {date}',
      zplNote: 'Los archivos ZPL se imprimen en impresoras térmicas; descárgalo para imprimirlo.',
      buyAnother: 'Comprar otra etiqueta',
      carrierMessages: 'Mensajes del transportista',
      labelGenerationFailed: '{carrier} no pudo crear esta etiqueta en este momento. Elija otra tarifa.',
    },
    validation: {
      chooseRate: 'Elige un servicio de envío para continuar.',
    },
    rates: {
      reviewAndBuy: 'Revisar y comprar',
    },
    purchaseFailed: 'El transportista no pudo crear esta etiqueta',
    chooseAnotherRate: 'Elegir otra tarifa',
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
