import type { Catalogue } from '../it';

export const dossierListsTexts: Pick<Catalogue, 'dossierList' | 'aggregatedList'> = {
  dossierList: {
    title: 'Acceptance dossiers found {{total}}',
    empty: 'No dossier found.',
    titleLoading: 'Acceptance dossiers found',
  },
  aggregatedList: {
    title: 'Aggregated dossiers {{total}}',
    empty: 'No dossier found.',
    titleLoading: 'Aggregated dossiers',
    kpiNote: 'The filters highlighted in green define the dossiers on which the business KPIs are computed.',
  },
};
