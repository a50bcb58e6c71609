import { describe, expect, it } from 'vitest';
import { FOUR_EYES_ENV } from '../../functions/commons/versioned/four-eyes';
import { API_ROUTES } from '../../shared/route-table';
import { functionsByDescription, synthApp, templateOf } from './synth-app';

/**
 * The stage settings reach only the functions that read them (infra/access.ts `settings`): the four-eyes
 * rule is the two publish functions' (configuration and black lists), and the two reads that tell the
 * console whether to offer 'Pubblica', on unless the stage says `-c fourEyes=false`.
 */
describe('the four-eyes stage setting', () => {
  const publishFunctions = [
    API_ROUTES.publishUpdatingConfiguration,
    API_ROUTES.publishBlacklist,
    API_ROUTES.getConfigurationCluster,
    API_ROUTES.getBlacklist,
  ].map((route) => `Semaforo ${route.method} ${route.path}`);

  it.each([
    ['not set', 'on', {}],
    ['-c fourEyes=true', 'on', { fourEyes: 'true' }],
    ['-c fourEyes=false', 'off', { fourEyes: 'false' }],
    ['false in cdk.json', 'off', { fourEyes: false }],
  ])(
    `%s: the publish functions and the lists offering it get ${FOUR_EYES_ENV}=%s, no other function gets it`,
    (_case, value, context) => {
      const stacks = synthApp(context);
      const functions = [stacks.api, stacks.workers].flatMap((stack) => [
        ...functionsByDescription(templateOf(stack)).entries(),
      ]);
      expect(functions.map(([description]) => description)).toEqual(expect.arrayContaining(publishFunctions));
      for (const [description, { properties }] of functions) {
        const environment = properties.Environment?.Variables ?? {};
        if (publishFunctions.includes(description)) expect(environment[FOUR_EYES_ENV], description).toBe(value);
        else expect(environment, description).not.toHaveProperty(FOUR_EYES_ENV);
      }
    },
  );
});
