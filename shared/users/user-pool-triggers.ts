/**
 * The user pool's Lambda triggers, declared once: the CDK auth stack makes a function of each and the
 * local Cognito calls the same module in process (infra/local/cognito.ts).
 */
export const USER_POOL_TRIGGERS = {
  /** After every successful sign-in: keeps the user's last sign-in (functions/users/post-authentication.ts). */
  postAuthentication: 'functions/users/post-authentication.ts',
} as const;
