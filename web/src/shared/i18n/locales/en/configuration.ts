import type { Catalogue } from '../it';

export const configurationTexts: Pick<Catalogue, 'configurationScreen'> = {
  configurationScreen: {
    title: 'Parameter configuration',
    tables: {
      updating: 'Configuration being updated',
      active: 'Active configuration',
      history: 'History',
    },
    empty: 'No configuration found',
    columns: {
      id: 'Id',
      status: 'Status',
      validityStartDate: 'Valid from',
      validityEndDate: 'Valid until',
      publicationUser: 'Published by',
      authors: 'Changed by',
      note: 'Note',
    },
    statuses: {
      CURRENT: 'Active',
      UPDATING: 'Being updated',
      ARCHIVED: 'Archived',
    },
    rowLabel: 'configuration {{id}}',
    actions: {
      publish: 'Publish',
      delete: 'Delete',
      restore: 'Restore',
      compare: 'Compare',
    },
    compareHint: 'Select two configurations of the history',
    operations: {
      update: 'Update configuration',
      publish: 'Publish configuration',
      delete: 'Delete configuration',
      restore: 'Restore configuration',
    },
    explanations: {
      updateCurrent:
        'The changes create the configuration being updated: the active one stays in force until the new one is published.',
      updateUpdating: 'The changes are saved in the configuration being updated (version {{version}}).',
      publish:
        'The configuration being updated becomes active; the active one moves to the history. It is published by an administrator who made none of its changes.',
      delete: 'The configuration being updated is deleted; the active one stays in force.',
      restore:
        'The archived configuration comes back into force as a new active configuration; the active one moves to the history.',
    },
    deleteConsequences:
      'This deletes the configuration being updated {{id}} (version {{version}}, changed by {{authors}}): its edits, below, and the results of its back-tests are lost.',
    activeUnavailable:
      'The active configuration could not be read, so what changes cannot be shown: close and try again.',
    diffLabels: {
      active: 'Active configuration',
      updating: 'Configuration being updated',
      saved: 'Version {{version}} as saved',
      edited: 'With the changes',
      validFrom: 'Valid from {{date}}',
    },
    compare: {
      title: 'Configurations compared',
      close: 'Close',
      dismiss: 'Close the comparison',
    },
    publishNeedsSecondPerson:
      'Publishing needs a second administrator: this configuration holds changes of yours. Ask another administrator to publish it.',
  },
};
