import type { Messages } from '../../provider/messages';

export const checkoutRates: Messages['checkoutRates'] = {
  legend: 'Livraison',
  loading: 'Recherche des options de livraison…',
  incomplete: 'Saisissez votre adresse pour voir les options de livraison.',
  empty: 'Aucune option de livraison n’est disponible pour cette adresse.',
  error: 'Impossible de charger les options de livraison.',
  retry: 'Réessayer',
  free: 'Gratuit',
  estimatedDays: {
    one: '{count} jour ouvré',
    other: '{count} jours ouvrés',
  },
  freeShippingHint: 'Encore {amount} pour la livraison gratuite',
};
