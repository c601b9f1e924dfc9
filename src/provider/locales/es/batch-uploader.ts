import type { Messages } from '../../messages';

export const batchUploader: Messages['batchUploader'] = {
  title: 'Etiquetas por lotes',
};
