import type { Catalogue } from '../it';

export const whitelistTexts: Pick<Catalogue, 'whitelist'> = {
  whitelist: {
    title: 'White list management {{total}}',
    titleLoading: 'White list management',
    empty: 'No subject found',
  },
};
