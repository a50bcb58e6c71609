/**
 * Roles, the screens each one sees, its markets and its default page (spec section 6).
 * The web gates its routes with this table and the server derives every API route's roles from it,
 * so the two can never disagree about who sees what.
 */

export const ROLES = ['ADMIN', 'RISK_OFFICER', 'ANALISTA', 'ANALISTA_LIBERO', 'ANALISTA_TUTELATO', 'AGENT'] as const;
export type Role = (typeof ROLES)[number];

/** An unknown or missing role falls back to this one (spec section 6). */
export const DEFAULT_ROLE: Role = 'AGENT';

export const MARKETS = ['L', 'T', 'D'] as const;
export type Market = (typeof MARKETS)[number];

/** The console's screens, each a route under /admin (spec section 2). */
export const SCREENS = [
  'precheck',
  'clientsList',
  'dossierList',
  'dossierListAggregated',
  'whitelist',
  'blacklist',
  'dashboard',
  'repeatedChecks',
  'enricher',
  'parameters',
  'backoffice',
] as const;
export type Screen = (typeof SCREENS)[number];

export interface RoleProfile {
  screens: readonly Screen[];
  markets: readonly Market[];
  defaultScreen: Screen;
}

export const ROLE_PROFILES: Record<Role, RoleProfile> = {
  // ADMIN sees every screen.
  ADMIN: {
    screens: SCREENS,
    markets: ['L', 'T', 'D'],
    defaultScreen: 'clientsList',
  },
  RISK_OFFICER: {
    screens: [
      'precheck',
      'clientsList',
      'dossierList',
      'dossierListAggregated',
      'whitelist',
      'dashboard',
      'repeatedChecks',
      'enricher',
    ],
    markets: ['L', 'T', 'D'],
    defaultScreen: 'precheck',
  },
  ANALISTA: {
    screens: ['precheck', 'clientsList', 'dossierList', 'dossierListAggregated', 'enricher'],
    markets: ['L', 'T', 'D'],
    defaultScreen: 'precheck',
  },
  ANALISTA_LIBERO: {
    screens: ['clientsList', 'dossierList', 'dossierListAggregated', 'enricher'],
    markets: ['L'],
    defaultScreen: 'clientsList',
  },
  ANALISTA_TUTELATO: {
    screens: ['clientsList', 'enricher'],
    markets: ['T', 'D'],
    defaultScreen: 'clientsList',
  },
  AGENT: { screens: ['precheck'], markets: [], defaultScreen: 'precheck' },
};

/** Only these roles see the on-demand enrichment button (spec section 6), so only they may upload. */
export const ENRICHMENT_UPLOAD_ROLES: readonly Role[] = ['ADMIN', 'RISK_OFFICER'];

/** The roles that see at least one of the given screens, in the order of ROLES. */
export function rolesSeeing(...screens: Screen[]): Role[] {
  return ROLES.filter((role) => ROLE_PROFILES[role].screens.some((screen) => screens.includes(screen)));
}

/**
 * The role of a user from the `cognito:groups` claim. API Gateway's Cognito authorizer passes a
 * multi-valued claim as one string ("A,B" or "[A B]"), tokens carry an array: both are accepted.
 * Group names are upper-cased; with several groups the most privileged (first in ROLES) wins;
 * none known gives DEFAULT_ROLE.
 */
export function roleFromGroups(groups: unknown): Role {
  const names = groupNames(groups).map((name) => name.toUpperCase());
  return ROLES.find((role) => names.includes(role)) ?? DEFAULT_ROLE;
}

function groupNames(groups: unknown): string[] {
  if (Array.isArray(groups)) return groups.filter((group): group is string => typeof group === 'string');
  if (typeof groups !== 'string') return [];
  return groups
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}
