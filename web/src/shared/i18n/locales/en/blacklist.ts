import type { Catalogue } from '../it';

export const blacklistTexts: Pick<Catalogue, 'blacklistScreen'> = {
  blacklistScreen: {
    tables: {
      updating: 'List being updated',
      active: 'Active list',
      history: 'History',
    },
    empty: 'No list found',
    columns: {
      filename: 'File name',
      status: 'Status',
      loadedRecords: 'Loaded records',
      discardedRecords: 'Discarded records',
      note: 'Note',
      userId: 'Uploaded by',
      statusUpdateDate: 'Status updated',
      validity: 'In force',
    },
    statuses: {
      LOADING: 'Loading',
      READY: 'Loaded, to be published',
      DISCARDING: 'Discarded',
      PUBLISHED: 'Published',
      ACTIVE: 'Active',
      ARCHIVED: 'Archived',
    },
    failures: {
      NO_VALID_RECORDS: 'No valid record in the file: no correct tax code or VAT number.',
      LOAD_FAILED: 'Loading failed: delete the list and upload it again.',
      TIMEOUT: 'Loading interrupted: delete the list and upload it again.',
    },
    validity: {
      from: 'In force from {{from}}',
      between: 'From {{from}} to {{to}}',
      never: 'Never in force',
    },
    rowLabel: 'list {{filename}} ({{id}})',
    actions: {
      upload: 'Update list',
      publish: 'Publish',
      delete: 'Delete',
      restore: 'Restore',
      download: 'Download',
    },
    uploadBlocked: 'A list is already being updated: publish or delete it before uploading another.',
    publishNeedsSecondPerson:
      'Publishing needs a second administrator: you uploaded this list. Ask another administrator to publish it.',
    detail: {
      title: 'List detail',
      dismiss: 'Close the detail',
      close: 'Close',
      label: 'List data',
      id: 'Id',
      publicationUser: 'Published by',
      neverInForce: 'Never in force: replaced on {{to}} by a later publication',
      notPublished: 'Not published',
      restoredFrom: 'Restore of list',
      empty: '-',
      changes: {
        title: 'Changes against the list in force when it was loaded',
        comparedWith: 'Compared with list {{list}}',
        nothingInForce: 'No list was in force: every subject is new.',
        pending: 'The changes are available once the load ends.',
        none: 'Loading failed: no changes.',
        added: 'Subjects added',
        removed: 'Subjects removed',
        unchanged: 'Subjects unchanged',
      },
      downloadFailed: 'The file could not be downloaded. Try again.',
    },
    operations: {
      publish: 'Publish list',
      delete: 'Delete list',
      restore: 'Restore list',
    },
    explanations: {
      publish:
        'The list {{filename}} comes into force on {{date}} (from midnight, Italian time): until then the active list stays in force, then it moves to the history. An administrator other than the one who uploaded it publishes it.',
      delete: 'The list {{filename}} is deleted with its loaded subjects; the active list stays in force.',
      restore:
        'The archived list {{filename}} comes back into force as a new list on {{date}} (from midnight, Italian time); the active list then moves to the history.',
      supersedes:
        'The list {{filename}}, published and waiting to come into force, is archived without ever being in force.',
    },
    upload: {
      title: 'Update list',
      file: 'File',
      description:
        'One .csv file: tax code and VAT number separated by a semicolon, one line per subject, at most {{max}} records.',
      chooseFile: 'Choose file',
      dropFile: 'Drop the file here',
      remove: 'Remove',
      fileError: 'Error',
      note: 'Note',
      noteConstraint: 'Optional, at most {{max}} characters.',
      reading: 'Reading the file…',
      records: 'The file holds {{records}} records.',
      summary: 'File {{file}}: {{records}} records to load into the {{kind}} list.',
      kinds: {
        CEDUTI: 'transferred',
        RADIATI: 'struck-off',
      },
      refusals: {
        onlyCsv: 'Upload one .csv file.',
        empty: 'The file is empty: no record to load.',
        tooManyRecords: 'The file holds more than {{max}} records: the limit is {{max}}. Split the list and try again.',
        tooLarge: 'The file is larger than {{megabytes}} MB: make it smaller and try again.',
        badName: 'The file name is not valid: at most {{max}} characters, no control characters.',
        unreadable: 'The file cannot be read: choose a text .csv file.',
      },
    },
  },
};
