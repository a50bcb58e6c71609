import type { Catalogue } from '../it';

export const agenciesTexts: Pick<Catalogue, 'agencies'> = {
  agencies: {
    title: 'Agency code mapping {{total}}',
    titleLoading: 'Agency code mapping',
    empty: 'No agency found',
  },
};
