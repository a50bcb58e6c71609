import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE as FILE } from '../../../../../shared/decision/example-configuration';
import { CONFIGURATION_MESSAGES, REQUIRED_MESSAGE } from '../../../../../shared/validators/messages';
import {
  type ConfigurationEditBuffer,
  createEditBuffer,
  draftOf,
  type EditAction,
  editBufferReducer,
  type ListPart,
  visibleRowErrors,
  visibleValidityDaysError,
} from './configuration-edit-buffer';

const run = (...actions: EditAction[]) => actions.reduce(editBufferReducer, createEditBuffer(FILE));
const idAt = (buffer: ConfigurationEditBuffer, part: ListPart, index: number) => buffer.rows[part][index]?.id ?? -1;
const keys = (buffer: ConfigurationEditBuffer, part: Exclude<ListPart, 'whitelistReasonParams'>) =>
  buffer.rows[part].map(({ value }) => `${value.subjectType ?? ''}/${value.microSegment ?? ''}`);
const reasons = (buffer: ConfigurationEditBuffer) => buffer.rows.whitelistReasonParams.map(({ value }) => value.reason);

const initial = createEditBuffer(FILE);
const PG_DEFAULT_TREND = idAt(initial, 'paymentTrendChecks', 1);

describe('the configuration edit buffer', () => {
  it('starts as the file, unedited, every row with its own id', () => {
    expect(draftOf(initial)).toEqual(FILE);
    expect(initial.edited).toBe(false);
    const ids = Object.values(initial.rows).flatMap((rows) => rows.map((row) => row.id));
    expect(new Set([...ids, initial.nextId]).size).toBe(ids.length + 1);
  });

  it.each<[string, EditAction[], (buffer: ConfigurationEditBuffer) => unknown, unknown]>([
    [
      'set changes the fields given, of that row only',
      [{ type: 'set', part: 'paymentTrendChecks', id: PG_DEFAULT_TREND, patch: { delayThreshold: '25' } }],
      (buffer) => draftOf(buffer).paymentTrendChecks.map((row) => row.delayThreshold),
      [20, '25', 30],
    ],
    [
      'replace puts a whole row in place',
      [
        {
          type: 'replace',
          part: 'whiteListChecks',
          id: idAt(initial, 'whiteListChecks', 2),
          value: { subjectType: 'PF', microSegment: 'RES', enabled: true },
        },
      ],
      (buffer) => draftOf(buffer).whiteListChecks[2],
      { subjectType: 'PF', microSegment: 'RES', enabled: true },
    ],
    [
      'append adds an empty row, switched on, at the end',
      [{ type: 'append', part: 'paymentScoreChecks' }],
      (buffer) => draftOf(buffer).paymentScoreChecks.at(-1),
      { subjectType: null, microSegment: null, paymentScoreThreshold: '', graceThreshold: '', enabled: true },
    ],
    [
      'append may bring the row (the default payment score)',
      [
        {
          type: 'append',
          part: 'paymentScoreChecks',
          value: { subjectType: 'PF', microSegment: 'DEFAULT', paymentScoreThreshold: 5, graceThreshold: 5 },
        },
      ],
      (buffer) => draftOf(buffer).paymentScoreChecks.length,
      4,
    ],
    [
      'append a reason',
      [{ type: 'append', part: 'whitelistReasonParams' }],
      (buffer) => draftOf(buffer).whitelistReasonParams,
      ['Altro', 'Cliente strategico', 'Ente pubblico', ''],
    ],
    [
      'delete removes the row with that id',
      [{ type: 'delete', part: 'whiteListChecks', id: idAt(initial, 'whiteListChecks', 0) }],
      (buffer) => keys(buffer, 'whiteListChecks'),
      ['PG/DEFAULT', 'PG/CON'],
    ],
    [
      'the date is one value, kept as typed',
      [{ type: 'setValidityDays', value: '12,' }],
      (buffer) => draftOf(buffer).whitelistValidityDaysParam,
      '12,',
    ],
  ])('%s', (_, actions, read, expected) => {
    const buffer = run(...actions);
    expect(read(buffer)).toEqual(expected);
    expect(buffer.edited).toBe(true);
  });

  it('sorts check rows by subject type then micro segment, new rows with no key first', () => {
    const buffer = run(
      { type: 'append', part: 'whiteListChecks', value: { subjectType: 'PF', microSegment: 'RES', enabled: true } },
      { type: 'append', part: 'whiteListChecks' },
      { type: 'sort', part: 'whiteListChecks' },
    );
    expect(keys(buffer, 'whiteListChecks')).toEqual(['/', 'PF/DEFAULT', 'PF/RES', 'PG/CON', 'PG/DEFAULT']);
  });

  it('sorts reasons alphabetically, each keeping its id (repeats too)', () => {
    const appended = run(
      { type: 'append', part: 'whitelistReasonParams', value: { reason: 'altro' } },
      { type: 'append', part: 'whitelistReasonParams', value: { reason: 'Zona rossa' } },
      { type: 'append', part: 'whitelistReasonParams', value: { reason: 'Altro' } },
    );
    const idOf = new Map(appended.rows.whitelistReasonParams.map((row) => [row.id, row.value.reason]));
    const sorted = editBufferReducer(appended, { type: 'sort', part: 'whitelistReasonParams' });
    expect(reasons(sorted)).toEqual(['Altro', 'altro', 'Altro', 'Cliente strategico', 'Ente pubblico', 'Zona rossa']);
    expect(sorted.rows.whitelistReasonParams.every((row) => idOf.get(row.id) === row.value.reason)).toBe(true);
  });

  it('sorting what is already in order is no edit', () => {
    expect(run({ type: 'sort', part: 'whitelistReasonParams' }).edited).toBe(false);
    expect(run({ type: 'sort', part: 'whiteListChecks' }).edited).toBe(true);
  });

  it('acting on an id that is gone changes nothing', () => {
    const buffer = run(
      { type: 'delete', part: 'whiteListChecks', id: 999 },
      { type: 'set', part: 'whiteListChecks', id: 999, patch: { enabled: false } },
    );
    expect(buffer.edited).toBe(false);
    expect(draftOf(buffer)).toEqual(FILE);
  });

  it('shows a field message only once the field changed, every message once revealed', () => {
    const appended = run({ type: 'append', part: 'paymentTrendChecks' });
    const id = appended.nextId - 1;
    const messages = (buffer: ConfigurationEditBuffer) =>
      buffer.rows.paymentTrendChecks.map((row) => visibleRowErrors(buffer, 'paymentTrendChecks', row)).at(-1);
    expect(messages(appended)).toEqual({});

    const zero = editBufferReducer(appended, {
      type: 'set',
      part: 'paymentTrendChecks',
      id,
      patch: { amountThreshold: '0' },
    });
    expect(messages(zero)).toEqual({ amountThreshold: CONFIGURATION_MESSAGES.positiveAmount });

    expect(messages(editBufferReducer(zero, { type: 'reveal' }))).toEqual({
      subjectType: REQUIRED_MESSAGE,
      microSegment: REQUIRED_MESSAGE,
      delayThreshold: REQUIRED_MESSAGE,
      amountThreshold: CONFIGURATION_MESSAGES.positiveAmount,
      amountExpiredThreshold: REQUIRED_MESSAGE,
    });
  });

  it('keeps a row message with the row when rows are deleted and sorted', () => {
    const id = idAt(initial, 'paymentScoreChecks', 2);
    const buffer = run(
      { type: 'set', part: 'paymentScoreChecks', id, patch: { graceThreshold: '101' } },
      { type: 'delete', part: 'paymentScoreChecks', id: idAt(initial, 'paymentScoreChecks', 0) },
      { type: 'sort', part: 'paymentScoreChecks' },
    );
    const messages = buffer.rows.paymentScoreChecks.map((row) => visibleRowErrors(buffer, 'paymentScoreChecks', row));
    expect(keys(buffer, 'paymentScoreChecks')).toEqual(['PG/CON', 'PG/DEFAULT']);
    expect(messages).toEqual([{ graceThreshold: CONFIGURATION_MESSAGES.percentRange }, {}]);
  });

  it('words an empty reason and a wrong number of days with the rules', () => {
    const id = idAt(initial, 'whitelistReasonParams', 0);
    const buffer = run({ type: 'set', part: 'whitelistReasonParams', id, patch: { reason: '  ' } });
    const first = buffer.rows.whitelistReasonParams[0];
    expect(first && visibleRowErrors(buffer, 'whitelistReasonParams', first)).toEqual({ reason: REQUIRED_MESSAGE });
    expect(visibleValidityDaysError(buffer)).toBeUndefined();
    expect(visibleValidityDaysError(editBufferReducer(buffer, { type: 'setValidityDays', value: '366' }))).toBe(
      CONFIGURATION_MESSAGES.validityDaysRange,
    );
    expect(visibleValidityDaysError(editBufferReducer(buffer, { type: 'setValidityDays', value: 'tre' }))).toBe(
      CONFIGURATION_MESSAGES.notANumber,
    );
  });

  it('reset starts over from a file', () => {
    const buffer = run({ type: 'append', part: 'whiteListChecks' }, { type: 'reveal' });
    const reset = editBufferReducer(buffer, { type: 'reset', file: FILE });
    expect(reset).toEqual(initial);
  });
});
