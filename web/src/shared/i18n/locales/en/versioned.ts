import type { Catalogue } from '../it';

export const versionedTexts: Pick<Catalogue, 'versioned'> = {
  versioned: {
    open: 'Open the detail of {{row}}',
  },
};
