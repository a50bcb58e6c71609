/**
 * The user pool's password policy, once: the CDK pool declares it (infra/stacks/auth-stack.ts), the local
 * Cognito enforces it (infra/local/cognito-rules.ts), the console shows and checks it before sending a new
 * password, and the back office's temporary passwords meet it.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  /** Cognito's own ceiling on a password's length. */
  maxLength: 256,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  /** How long an administrator's temporary password signs in before it expires. */
  temporaryPasswordValidityDays: 3,
} as const;

/**
 * The characters Cognito counts as symbols. A space counts too, when it is neither the first nor the last
 * character (Cognito refuses a password that starts or ends with one).
 */
export const PASSWORD_SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

/** Each rule a new password must meet, in the order the console lists them. */
export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'symbol', 'edges'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const isSymbol = (character: string) => PASSWORD_SYMBOLS.includes(character);

const RULE_MET: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) =>
    [...password].length >= PASSWORD_POLICY.minLength && [...password].length <= PASSWORD_POLICY.maxLength,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  symbol: (password) => [...password.trim()].some(isSymbol),
  edges: (password) => password === password.trim(),
};

/** The rules a password breaks; none, and the pool takes it. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !RULE_MET[rule](password));
}

export function meetsPasswordPolicy(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}
