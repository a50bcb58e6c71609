import type { Catalogue } from '../it';

export const customerDetailsTexts: Pick<Catalogue, 'customerDetails'> = {
  customerDetails: {
    title: 'Customer details',
    code: 'Customer code {{code}}',
    backToList: 'Back to the customers list',
    breadcrumbs: 'Breadcrumbs',
    runPrecheck: 'Run precheck',
    loading: 'Loading the customer',
    loadFailed: 'The customer could not be loaded.',
    retry: 'Retry',
    notFound: {
      title: 'Customer not found',
      description: 'No customer with code {{code}} among those your profile can see.',
      noCode: 'The address does not name a valid customer code.',
    },
    sections: {
      identity: 'Identity and segment',
      credit: 'Credit position',
      bureau: 'Credit bureau',
      score: 'Score',
      lists: 'White list and black lists',
      checks: 'Checks',
    },
    // The page's own fields; the customer row's are named as the list's columns (clientsList.columns).
    fields: {
      A_PRESENZA_PDR: 'Gas supply point (PDR)',
      supplyAddress: 'Supply address',
      arrears: 'Arrears',
      whiteList: 'White list',
      RADIATI: 'Struck-off black list',
      CEDUTI: 'Transferred black list',
    },
    values: {
      yes: 'Yes',
      no: 'No',
      classSince: '{{value}} (since {{date}})',
      inArrears: 'In arrears',
      noArrears: 'No arrears',
    },
    whiteList: {
      none: 'Not listed',
      active: 'Active until {{date}}',
      expired: 'Expired on {{date}}',
      revoked: 'Revoked on {{date}}',
    },
    blackList: {
      listed: 'On the list in force',
      notListed: 'Not listed',
    },
    checks: {
      description: "The customer's latest {{max}} checks, newest first.",
      label: "The customer's checks",
      empty: 'No check for this customer.',
    },
  },
};
