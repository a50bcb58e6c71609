import { describe, expect, it } from 'vitest';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import { API_ROUTES } from '../../shared/route-table';
import { functionsByDescription, synthApp, templateOf } from './synth-app';

/**
 * The stage settings reach only the functions that read them (infra/access.ts `settings`): the four-eyes
 * rule is the publish function's, on unless the stage says `-c fourEyes=false`.
 */
describe('the four-eyes stage setting', () => {
  const publish = API_ROUTES.publishUpdatingConfiguration;
  const publishFunction = `Semaforo ${publish.method} ${publish.path}`;

  it.each([
    ['not set', 'on', {}],
    ['-c fourEyes=true', 'on', { fourEyes: 'true' }],
    ['-c fourEyes=false', 'off', { fourEyes: 'false' }],
    ['false in cdk.json', 'off', { fourEyes: false }],
  ])(`%s: the publish function gets ${FOUR_EYES_ENV}=%s, no other function gets it`, (_case, value, context) => {
    const stacks = synthApp(context);
    const functions = [stacks.api, stacks.workers].flatMap((stack) => [
      ...functionsByDescription(templateOf(stack)).entries(),
    ]);
    expect(functions.map(([description]) => description)).toContain(publishFunction);
    for (const [description, { properties }] of functions) {
      const environment = properties.Environment?.Variables ?? {};
      if (description === publishFunction) expect(environment[FOUR_EYES_ENV], description).toBe(value);
      else expect(environment, description).not.toHaveProperty(FOUR_EYES_ENV);
    }
  });
});
