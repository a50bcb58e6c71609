import type { Catalogue } from '../it';

export const whitelistTexts: Pick<Catalogue, 'whitelist'> = {
  whitelist: {
    title: 'White list management {{total}}',
    titleLoading: 'White list management',
    empty: 'No subject found',
    selected: '{{count}} subjects selected',
    filters: {
      dateRange: 'Insertion date',
    },
    options: {
      onlyActiveSubjects: { liftedRange: 'Active only, any insertion date' },
    },
    columns: {
      id: 'ID',
      taxCode: 'Tax code',
      vatRegistrationNo: 'VAT number',
      companyName: 'Company name',
      reasonDescription: 'Reason',
      creationDate: 'Insertion date',
      expiringDate: 'Valid until',
      revocationDate: 'Revocation date',
      status: 'Status',
      creationUser: 'Inserted by',
      revocationUser: 'Revoked by',
      note: 'Notes',
      requestDate: 'Request date',
      siebelRequestCode: 'Siebel request code',
      idRequest: 'Request ID',
    },
    statuses: {
      active: 'Active',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    insert: {
      open: 'Insert subject',
      title: 'Insert subject',
      identifiersHint: 'Enter at least one of tax code and VAT number.',
      expiryHint: 'Computed from the validity days of the configuration in force.',
      reasonPlaceholder: 'Choose a reason',
      noteConstraint: 'Optional, at most {{max}} characters.',
      companyNameTooLong: 'The company name can be at most {{max}} characters long.',
      loadingConfiguration: 'Reading the configuration in force',
      configurationFailed: 'The configuration in force could not be read.',
      retry: 'Retry',
      summary: '{{subject}} will be exempt from the checks until {{expiry}}.',
    },
    detail: {
      open: 'Details',
      title: 'Subject details',
      label: 'Subject data',
      dismiss: 'Close the details',
      close: 'Close',
      revoke: 'Revoke',
    },
    revoke: {
      title: 'Revoke subject',
      summary: '{{subject}} will no longer be exempt from the checks, starting now.',
    },
  },
};
