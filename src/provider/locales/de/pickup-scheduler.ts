import type { Messages } from '../../messages';

export const pickupScheduler: Messages['pickupScheduler'] = {
  title: 'Abholungen',
};
