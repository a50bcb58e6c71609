/**
 * Where an agent's agency travels: a Cognito custom attribute an administrator sets on the user
 * (infra/stacks/auth-stack.ts; locally infra/local/demo-users.ts), which the ID token carries as the
 * claim `custom:agencyCode` and the API reads into Caller.agencyCode (docs/data-model.md 'Agency mapping').
 */
export const AGENCY_CODE_ATTRIBUTE = 'agencyCode';
export const AGENCY_CODE_CLAIM = `custom:${AGENCY_CODE_ATTRIBUTE}`;
