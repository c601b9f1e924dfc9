import type { Messages } from '../../messages';

export const batchUploader: Messages['batchUploader'] = {
  title: 'Étiquettes par lot',
};
