/** The shared panel of a versioned entity (configuration, black lists). */
export const versionedTexts = {
  versioned: {
    open: 'Apri il dettaglio di {{row}}',
  },
};
