export { sessionEndOfApiCode } from './auth-failures';
export { AuthProvider, useAuth } from './auth-provider';
export { configureAuth } from './session';
export { SignInPage } from './sign-in-page';
export type { UserData } from './user-from-token';
