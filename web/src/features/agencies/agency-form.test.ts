import { describe, expect, it } from 'vitest';
import { type AgencyProblem, type AgencyValues, checkAgency, shownProblem } from './agency-form';

/** The insert and rename form, checked as the server checks createAgency and updateAgency. */

describe('checkAgency', () => {
  it.each<[string, AgencyValues, ReturnType<typeof checkAgency>]>([
    [
      'sends the code trimmed and upper-cased, the name trimmed',
      { code: ' ag-001.x_2 ', name: '  Agenzia Caffè Roma ' },
      { request: { code: 'AG-001.X_2', name: 'Agenzia Caffè Roma' }, problems: {} },
    ],
    [
      'requires both fields, blanks counting as empty',
      { code: '   ', name: '' },
      { request: undefined, problems: { code: { rule: 'required' }, name: { rule: 'required' } } },
    ],
    [
      'refuses a code with other characters',
      { code: 'AG 001', name: 'Agenzia' },
      { request: undefined, problems: { code: { rule: 'codeCharacters' } } },
    ],
    [
      'refuses a code over 50 characters, saying the limit',
      { code: 'A'.repeat(51), name: 'Agenzia' },
      { request: undefined, problems: { code: { rule: 'tooLong', max: 50 } } },
    ],
    [
      'refuses a name over 200 characters, saying the limit',
      { code: 'AG001', name: 'n'.repeat(201) },
      { request: undefined, problems: { name: { rule: 'tooLong', max: 200 } } },
    ],
    [
      'refuses a name with a line break',
      { code: 'AG001', name: 'Agenzia\nRoma' },
      { request: undefined, problems: { name: { rule: 'singleLine' } } },
    ],
    [
      'accepts the limits exactly',
      { code: 'A'.repeat(50), name: 'n'.repeat(200) },
      { request: { code: 'A'.repeat(50), name: 'n'.repeat(200) }, problems: {} },
    ],
  ])('%s', (_, values, expected) => {
    expect(checkAgency(values)).toEqual(expected);
  });
});

describe('shownProblem', () => {
  const required: AgencyProblem = { rule: 'required' };
  const characters: AgencyProblem = { rule: 'codeCharacters' };
  it.each<[string, AgencyProblem | undefined, boolean, AgencyProblem | undefined]>([
    ['nothing wrong: nothing shown', undefined, true, undefined],
    ['an empty field not left yet: not shown', required, false, undefined],
    ['an empty field left: shown', required, true, required],
    ['a wrong character: shown while typing', characters, false, characters],
    ['a text the catalogue does not know: shown while typing', { text: 'x' }, false, { text: 'x' }],
  ])('%s', (_, problem, left, expected) => {
    expect(shownProblem(problem, left)).toEqual(expected);
  });
});
