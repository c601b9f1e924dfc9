import type { Messages } from '../../messages';

export const reportDownloader: Messages['reportDownloader'] = {
  title: 'Rapports',
};
