import { afterEach, describe, expect, it } from 'vitest';
import { FOUR_EYES_ENV, fourEyesRuleOn } from './four-eyes';

describe('fourEyesRuleOn', () => {
  it.each([
    ['not set', undefined, true],
    ['on', 'on', true],
    ['off', 'off', false],
    ['OFF, any case', 'OFF', false],
    ['off with spaces', ' off ', false],
    // Only `off` turns the rule off: a typo leaves the safer setting in place.
    ['empty', '', true],
    ['false (not the documented word)', 'false', true],
    ['a typo', 'of', true],
  ])('%s: %s', (_case, value, on) => {
    expect(fourEyesRuleOn(value === undefined ? {} : { [FOUR_EYES_ENV]: value })).toBe(on);
  });

  describe('reads the process environment at each call', () => {
    const saved = process.env[FOUR_EYES_ENV];
    afterEach(() => {
      if (saved === undefined) delete process.env[FOUR_EYES_ENV];
      else process.env[FOUR_EYES_ENV] = saved;
    });

    it('follows a change of the setting without a reload', () => {
      process.env[FOUR_EYES_ENV] = 'off';
      expect(fourEyesRuleOn()).toBe(false);
      process.env[FOUR_EYES_ENV] = 'on';
      expect(fourEyesRuleOn()).toBe(true);
    });
  });
});
