import type { Messages } from '../../provider/messages';

export const checkoutRates: Messages['checkoutRates'] = {
  legend: 'Envío',
  loading: 'Obteniendo opciones de envío…',
  incomplete: 'Introduce tu dirección para ver las opciones de envío.',
  empty: 'No hay opciones de envío disponibles para esta dirección.',
  error: 'No se pudieron cargar las opciones de envío.',
  retry: 'Reintentar',
  free: 'Gratis',
  estimatedDays: {
    one: '{count} día hábil',
    other: '{count} días hábiles',
  },
  freeShippingHint: 'Te faltan {amount} para el envío gratis',
};
