import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_MESSAGES } from '../validators/messages';
import { FIRST_DAY, IsoDateSchema, IsoDateTimeSchema, LAST_DAY } from './calendar-day';
import { DateRangeSchema } from './common';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('IsoDateSchema', () => {
  it.each([FIRST_DAY, LAST_DAY, '2024-02-29', '2000-02-29', '2026-12-31'])('%s is a day', (day) => {
    expect(IsoDateSchema.parse(day)).toBe(day);
  });

  it.each([
    ['1999-12-31', DATE_MESSAGES.outOfBounds],
    ['2100-01-01', DATE_MESSAGES.outOfBounds],
    ['9999-12-31', DATE_MESSAGES.outOfBounds],
    ['0000-01-01', DATE_MESSAGES.outOfBounds],
    ['1000-06-15', DATE_MESSAGES.outOfBounds],
    ['2023-02-29', DATE_MESSAGES.invalid],
    ['2024-02-30', DATE_MESSAGES.invalid],
    ['2024-04-31', DATE_MESSAGES.invalid],
    ['2024-13-01', DATE_MESSAGES.invalid],
    ['2024-1-01', DATE_MESSAGES.invalid],
    ['+02024-01-01', DATE_MESSAGES.invalid],
    ['', DATE_MESSAGES.invalid],
  ])('%j → %s', (day, message) => {
    expect(messageOf(IsoDateSchema, day)).toBe(message);
  });

  it('keeps its bounds in the OpenAPI document (a pattern, not a refinement)', () => {
    expect(JSON.stringify(z.toJSONSchema(IsoDateSchema, { io: 'input' }))).toContain('^20\\\\d{2}-');
  });
});

describe('IsoDateTimeSchema', () => {
  it.each([
    ['2026-07-15T21:59:00.000Z', undefined],
    ['2099-12-31T23:59:00+01:00', undefined],
    ['9999-12-31T23:59:00Z', DATE_MESSAGES.outOfBounds],
    ['2026-02-30T10:00:00Z', DATE_MESSAGES.invalid],
    ['2026-07-15', DATE_MESSAGES.invalid],
  ])('%j → %s', (instant, message) => {
    expect(messageOf(IsoDateTimeSchema, instant)).toBe(message);
  });
});

describe('DateRangeSchema', () => {
  it('names the day out of bounds', () => {
    const issues = DateRangeSchema.safeParse({ startDate: '9999-01-01', endDate: '9999-12-31' }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startDate', DATE_MESSAGES.outOfBounds],
      ['endDate', DATE_MESSAGES.outOfBounds],
    ]);
  });
});
