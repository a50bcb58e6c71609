import type { Catalogue } from '../it';
import { appTexts } from './app';

export const usersTexts: Pick<Catalogue, 'users'> = {
  users: {
    title: 'Users found {{total}}',
    titleLoading: 'Users and roles',
    empty: 'No user found.',
    tableLabel: 'Users',
    filters: { searchText: 'User (name or email)', role: 'Role', state: 'State' },
    options: {
      // The roles' names, as the top bar's user menu says them.
      role: appTexts.roles,
      state: { ENABLED: 'Enabled', DISABLED: 'Disabled' },
    },
    columns: {
      username: 'Username',
      email: 'Email',
      role: 'Role',
      agencyCode: 'Agency',
      enabled: 'State',
      status: 'Sign-in state',
      createdAt: 'Created on',
      lastSignInAt: 'Last sign-in',
    },
    statuses: {
      CONFIRMED: 'Own password',
      FORCE_CHANGE_PASSWORD: 'Temporary password to change',
      RESET_REQUIRED: 'Password to reset',
      UNCONFIRMED: 'Not confirmed',
      ARCHIVED: 'Archived',
      COMPROMISED: 'Compromised credentials',
      EXTERNAL_PROVIDER: 'External sign-in',
      UNKNOWN: 'Unknown',
    },
    never: 'Never',
    actions: {
      create: 'Create user',
      open: 'Details',
      role: 'Change role',
      disable: 'Disable',
      enable: 'Enable',
      resetPassword: 'Reset password',
      turnTotpOff: 'Turn two-step verification off',
    },
    operations: {
      create: 'Create user',
      role: 'Change role',
      disable: 'Disable user',
      enable: 'Enable user',
      resetPassword: 'Reset password',
      turnTotpOff: 'Turn two-step verification off',
    },
    explanations: {
      create:
        'The new user gets a temporary password, shown only once: give it to the user, who chooses one of their own at the first sign-in.',
      role: 'A user has one role. The change ends their open sessions: at the next sign-in they see the new role’s menu.',
      disable: 'The user can no longer sign in, and their open sessions end within {{minutes}} minutes.',
      enable: 'The user can sign in again with their password.',
      resetPassword:
        'A new temporary password is made, shown only once. The user’s open sessions end and at the next sign-in they choose one of their own.',
      turnTotpOff:
        'The user’s sign-ins will no longer ask for the app’s code (a lost phone, say): they can turn it on again from the user menu. Their open sessions end.',
    },
    fields: {
      username: 'Username',
      usernameConstraint: 'Lower-case letters, digits and . _ -, for example mario.rossi',
      email: 'Email',
      emailConstraint: 'Where the code to reset a forgotten password is sent.',
      role: 'Role',
      currentRole: 'Current role',
      agencyCode: 'Agency code',
      agencyConstraint: 'Agents only: a code of the agency mapping.',
      agencyName: 'Agency: {{name}}',
      agencyPlaceholder: 'Search by code or name',
      agencyLoading: 'Searching the agencies',
      agencyNone: 'No agency found',
    },
    rules: {
      required: 'Required field',
      usernameLength: 'The username has 3 to 64 characters',
      usernameCharacters:
        'The username takes only lower-case letters without accents, digits and the characters . _ - (not at the start or the end), no spaces',
      usernameReserved: 'This name stands for the system in the change log: choose another',
      email: 'Invalid email address',
      agencyRequired: 'An agent needs the code of its agency',
    },
    password: {
      title: 'Temporary password of {{username}}',
      description:
        'Shown only now: copy it and give it to the user safely. It is valid {{days}} days; at the first sign-in they choose one of their own.',
      copy: 'Copy the password',
      copied: 'Password copied',
      copyFailed: 'Copy failed: select it and copy it by hand',
    },
    serverTexts: {
      usernameTaken: 'Username already in use: choose another username.',
      unknownAgency: 'Agency code not in the agency mapping.',
      ownRole: 'An administrator cannot change their own role: another administrator does.',
      ownDisable: 'An administrator cannot disable themselves: another administrator does.',
      ownEnable: 'An administrator cannot enable themselves: another administrator does.',
      ownPasswordReset:
        'An administrator cannot reset their own password here: another administrator does, or «Forgot your password?» at sign-in.',
      ownTotp:
        'An administrator cannot turn their own two-step verification off here: they do it from the user menu, or another administrator does.',
    },
    detail: {
      title: 'User details',
      label: 'User data',
      close: 'Close',
      dismiss: 'Close the details',
      totp: 'Two-step verification',
      totpOn: 'On',
      totpOff: 'Off',
      totpLoading: 'Reading',
      totpUnknown: 'Not available',
    },
  },
};
