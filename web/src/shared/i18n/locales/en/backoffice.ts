import type { Catalogue } from '../it';

export const backofficeTexts: Pick<Catalogue, 'backofficeSections' | 'backoffice' | 'apiDocs'> = {
  backofficeSections: {
    utenti: 'Users and roles',
    registro: 'Change log',
    strumenti: 'Developer tools',
  },
  backoffice: {
    apiContract: 'API contract',
    apiContractDescription:
      "The API's OpenAPI 3.1 contract: every call with the roles it admits, its parameters, body and responses.",
  },
  apiDocs: {
    title: 'API contract',
    description:
      'OpenAPI {{openapi}} document generated from the route table and the schemas: version {{version}}, {{count}} operations.',
    download: 'Download JSON',
    loading: 'Loading the contract',
    loadFailed: 'The API contract could not be loaded.',
    retry: 'Retry',
    filterLabel: 'Search operations',
    filterPlaceholder: 'Search by method, path, operation, route code or role',
    matches_one: '{{count}} operation found',
    matches_other: '{{count}} operations found',
    noMatches: 'No operation matches the search.',
    empty: 'The contract holds no operations.',
    clearFilter: 'Clear the search',
    roles: 'Roles admitted',
    routeCode: 'Route code',
    operationId: 'Operation',
    handler: 'Handler',
    parameters: 'Parameters',
    noParameters: 'No parameters.',
    parameterName: 'Name',
    parameterIn: 'Location',
    parameterRequired: 'Required',
    parameterContent: 'Content type',
    yes: 'Yes',
    no: 'No',
    requestBody: 'Request body',
    noRequestBody: 'No body.',
    responses: 'Responses',
    statusColumn: 'Status',
    descriptionColumn: 'Description',
    schemaOf: 'Schema {{name}}',
    schema: 'Schema',
  },
};
