/**
 * What the product keeps of a user besides Cognito, in the data table (docs/data-model.md 'Users'): the
 * last sign-in, written by the pool's post-authentication trigger, one item per user; and the leases that
 * serialise the changes of one user and those that may take an administrator away (user-change-leases.ts).
 */
export const signInKey = (username: string) => ({ pk: `USER#${username}`, sk: 'SIGN_IN' });

export const ADMIN_CHANGE_LEASE_KEY = { pk: 'USERS#ADMINISTRATORS', sk: 'LEASE' } as const;

export const userChangeLeaseKey = (username: string) => ({ pk: `USER#${username}`, sk: 'CHANGE_LEASE' });
