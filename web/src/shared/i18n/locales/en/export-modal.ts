import type { Catalogue } from '../it';

export const exportModalTexts: Pick<Catalogue, 'exportModal'> = {
  exportModal: {
    exportAll: 'Export all',
    nothingToExport: 'No rows to export',
    title: 'Export list',
    description:
      'The export is queued with the filters applied to the list: the file can be downloaded from the Extractions & Enrichments view.',
    fields: {
      filename: 'File name',
      fileSeparator: 'Separator',
      note: 'Note',
    },
    filenameHint: 'Letters, digits, dot, dash and underscore: other characters become _.',
    noteHint: 'Optional, at most {{max}} characters.',
    optional: 'optional',
    separators: {
      semicolon: 'Semicolon ( ; )',
      pipe: 'Vertical bar ( | )',
      comma: 'Comma ( , )',
    },
    errors: {
      required: 'Required field',
      nameTaken: 'A file with the same name already exists',
      backend: 'Backend system error.',
      noteTooLong: 'The note is longer than {{max}} characters.',
      submitFailed: 'Export failed',
    },
    checking: 'Checking the name',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    dismiss: 'Close the window',
    submitted: 'List being exported....',
    extractionsLink: 'Extractions & Enrichments view',
  },
};
