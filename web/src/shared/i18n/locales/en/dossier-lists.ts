import type { Catalogue } from '../it';

export const dossierListsTexts: Pick<Catalogue, 'dossierList' | 'aggregatedList'> = {
  dossierList: {
    title: 'Acceptance dossiers found {{total}}',
    titleLoading: 'Acceptance dossiers found',
  },
  aggregatedList: {
    title: 'Aggregated dossiers {{total}}',
    titleLoading: 'Aggregated dossiers',
    kpiNote: 'The filters highlighted in green define the dossiers on which the business KPIs are computed.',
  },
};
