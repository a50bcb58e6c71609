/**
 * The stage setting of the four-eyes rule (docs/versioned-entities.md): on unless the stage sets
 * SEMAFORO_FOUR_EYES to `off`, for a team with a single administrator. Read at each call, so the local
 * runtime and a redeployed function follow the setting without a code change.
 */
export const FOUR_EYES_ENV = 'SEMAFORO_FOUR_EYES';

export function fourEyesRuleOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[FOUR_EYES_ENV]?.trim().toLowerCase() !== 'off';
}
