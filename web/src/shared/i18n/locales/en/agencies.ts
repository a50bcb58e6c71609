import type { Catalogue } from '../it';

export const agenciesTexts: Pick<Catalogue, 'agencies'> = {
  agencies: {
    title: 'Agency code mapping {{total}}',
    titleLoading: 'Agency code mapping',
    empty: 'No agency found',
    selected: '{{count}} agencies selected',
    columns: { code: 'Agency code', name: 'Agency name' },
    actions: { insert: 'Add agency', open: 'Details', rename: 'Rename', delete: 'Delete' },
    operations: { insert: 'Add agency', rename: 'Rename agency', delete: 'Delete agency' },
    explanations: {
      insert: 'The name will be shown in the lists for every request with this agency code.',
      rename: 'The new name shows at once in every list, requests already recorded included.',
      delete: 'Requests with this agency code will no longer show a name.',
    },
    fields: {
      code: 'Agency code',
      name: 'Agency name',
      currentName: 'Current name',
      codeConstraint: 'Letters, digits, full stop, hyphen and underscore; saved in upper case.',
    },
    rules: {
      required: 'Required field',
      codeCharacters: 'The agency code may only contain letters, digits, full stop, hyphen and underscore',
      singleLine: 'The text contains characters that are not allowed (line breaks, tabs or control characters)',
      tooLong: 'At most {{max}} characters',
    },
    detail: { title: 'Agency details', label: 'Agency data', close: 'Close', dismiss: 'Close the details' },
  },
};
