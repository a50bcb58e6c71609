import { describe, expect, it } from 'vitest';
import type { ConfigurationFile } from '../schemas/configuration';
import {
  type ConfigurationFileDraft,
  validateConfigurationFile,
  validateConfigurationTables,
  validatePaymentScoreCheckRow,
  validatePaymentTrendCheckRow,
  validateReason,
  validateValidityDays,
  validateWhiteListCheckRow,
} from './configuration-rules';
import { CONFIGURATION_MESSAGES, REQUIRED_MESSAGE } from './messages';

const { percentRange, positiveAmount, amountTooLarge, amountCents, notANumber, validityDaysRange, paymentScoreRange } =
  CONFIGURATION_MESSAGES;

const file: ConfigurationFile = {
  whiteListChecks: [
    { subjectType: 'PF', microSegment: 'DEFAULT', enabled: true },
    { subjectType: 'PG', microSegment: 'DEFAULT', enabled: true },
  ],
  paymentTrendChecks: [
    {
      subjectType: 'PF',
      microSegment: 'DEFAULT',
      delayThreshold: 20,
      amountThreshold: 5000,
      amountExpiredThreshold: 500,
      enabled: true,
    },
    {
      subjectType: 'PG',
      microSegment: 'DEFAULT',
      delayThreshold: 10,
      amountThreshold: 50000,
      amountExpiredThreshold: 2000,
      enabled: true,
    },
  ],
  paymentScoreChecks: [
    { subjectType: 'PF', microSegment: 'DEFAULT', paymentScoreThreshold: 5, graceThreshold: 5, enabled: true },
    { subjectType: 'PG', microSegment: 'DEFAULT', paymentScoreThreshold: 5, graceThreshold: 5, enabled: true },
  ],
  whitelistReasonParams: ['Altro', 'Cliente strategico'],
  whitelistValidityDaysParam: 90,
};

const trendRow = {
  subjectType: 'PG',
  microSegment: 'SOC',
  delayThreshold: 10,
  amountThreshold: 1,
  amountExpiredThreshold: 1,
};
const scoreRow = { subjectType: 'PG', microSegment: 'SOC', paymentScoreThreshold: 4, graceThreshold: 10 };

describe('validateWhiteListCheckRow', () => {
  it.each([
    [{ subjectType: 'PF', microSegment: 'PER', enabled: false }, {}],
    [{ subjectType: '', microSegment: 'PER' }, { subjectType: REQUIRED_MESSAGE }],
    [{ subjectType: 'PF', microSegment: null }, { microSegment: REQUIRED_MESSAGE }],
    [{}, { subjectType: REQUIRED_MESSAGE, microSegment: REQUIRED_MESSAGE }],
  ])('%j → %j', (row, errors) => {
    expect(validateWhiteListCheckRow(row)).toEqual(errors);
  });
});

describe('validatePaymentTrendCheckRow', () => {
  it.each([
    ['delayThreshold', 1, undefined],
    ['delayThreshold', 100, undefined],
    ['delayThreshold', '55,5', undefined],
    ['delayThreshold', 0, percentRange],
    ['delayThreshold', 0.99, percentRange],
    ['delayThreshold', 100.01, percentRange],
    ['delayThreshold', 'abc', percentRange],
    ['delayThreshold', '', REQUIRED_MESSAGE],
    ['delayThreshold', null, REQUIRED_MESSAGE],
    ['amountThreshold', 0.01, undefined],
    ['amountThreshold', '1000', undefined],
    ['amountThreshold', 0, positiveAmount],
    ['amountThreshold', -5, positiveAmount],
    ['amountThreshold', 'dieci', positiveAmount],
    ['amountThreshold', 1_000_000_000, undefined],
    ['amountThreshold', 1_000_000_000.01, amountTooLarge],
    ['amountThreshold', 2 ** 53 + 2, amountTooLarge],
    ['amountThreshold', Number.MAX_VALUE, amountTooLarge],
    ['amountThreshold', '12,34', undefined],
    ['amountThreshold', 12.345, amountCents],
    ['amountThreshold', Number.MIN_VALUE, amountCents],
    ['amountExpiredThreshold', 1e-200, amountCents],
    ['amountThreshold', undefined, REQUIRED_MESSAGE],
    ['amountExpiredThreshold', 1, undefined],
    ['amountExpiredThreshold', 0, positiveAmount],
    ['amountExpiredThreshold', ' ', REQUIRED_MESSAGE],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validatePaymentTrendCheckRow({ ...trendRow, [field]: value })).toEqual(message ? { [field]: message } : {});
  });

  it('reports the key fields too', () => {
    expect(validatePaymentTrendCheckRow({ ...trendRow, subjectType: null })).toEqual({ subjectType: REQUIRED_MESSAGE });
  });
});

describe('validatePaymentScoreCheckRow', () => {
  it.each([
    ['paymentScoreThreshold', 1, undefined],
    ['paymentScoreThreshold', 6, undefined],
    ['paymentScoreThreshold', '3', undefined],
    ['paymentScoreThreshold', 0, paymentScoreRange],
    ['paymentScoreThreshold', 7, paymentScoreRange],
    ['paymentScoreThreshold', 2.5, paymentScoreRange],
    ['paymentScoreThreshold', '', REQUIRED_MESSAGE],
    ['graceThreshold', 1, undefined],
    ['graceThreshold', 100, undefined],
    ['graceThreshold', 0, percentRange],
    ['graceThreshold', 101, percentRange],
    ['graceThreshold', null, REQUIRED_MESSAGE],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validatePaymentScoreCheckRow({ ...scoreRow, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('validateReason', () => {
  it.each([
    ['Altro', undefined],
    ['', REQUIRED_MESSAGE],
    ['   ', REQUIRED_MESSAGE],
    [null, REQUIRED_MESSAGE],
  ])('%j → %s', (reason, message) => {
    expect(validateReason(reason)).toBe(message);
  });
});

describe('validateValidityDays', () => {
  it.each([
    [1, undefined],
    [365, undefined],
    ['30', undefined],
    [0, validityDaysRange],
    [366, validityDaysRange],
    [-1, validityDaysRange],
    ['abc', notANumber],
    ['', notANumber],
    [null, notANumber],
    [10.5, notANumber],
  ])('%j → %s', (days, message) => {
    expect(validateValidityDays(days)).toBe(message);
  });
});

describe('validateConfigurationTables', () => {
  const { missingDefaults, duplicates, noReason } = CONFIGURATION_MESSAGES;

  it.each<[string, ConfigurationFileDraft, [string, string][]]>([
    ['a complete file', file, []],
    [
      'no PF/DEFAULT white-list row',
      { ...file, whiteListChecks: file.whiteListChecks.slice(1) },
      [['whiteListChecks', missingDefaults]],
    ],
    [
      'no PG/DEFAULT payment-score row',
      { ...file, paymentScoreChecks: file.paymentScoreChecks.slice(0, 1) },
      [['paymentScoreChecks', missingDefaults]],
    ],
    ['an empty payment-trend table', { ...file, paymentTrendChecks: [] }, [['paymentTrendChecks', missingDefaults]]],
    [
      'a repeated pair',
      {
        ...file,
        whiteListChecks: [...file.whiteListChecks, { subjectType: 'PF', microSegment: 'DEFAULT', enabled: false }],
      },
      [['whiteListChecks', duplicates]],
    ],
    [
      'the same segment for two subject types (not a duplicate)',
      {
        ...file,
        whiteListChecks: [
          ...file.whiteListChecks,
          { subjectType: 'PF', microSegment: 'SOC' },
          { subjectType: 'PG', microSegment: 'SOC' },
        ],
      },
      [],
    ],
    [
      'a repeated reason',
      { ...file, whitelistReasonParams: ['Altro', 'altro '] },
      [['whitelistReasonParams', duplicates]],
    ],
    ['no reason', { ...file, whitelistReasonParams: [] }, [['whitelistReasonParams', noReason]]],
    ['only a blank reason', { ...file, whitelistReasonParams: [' '] }, [['whitelistReasonParams', noReason]]],
  ])('%s', (_, draft, issues) => {
    expect(validateConfigurationTables(draft).map((issue) => [issue.path.join('.'), issue.message])).toEqual(issues);
  });
});

describe('validateConfigurationFile', () => {
  it('accepts a complete file', () => {
    expect(validateConfigurationFile(file)).toEqual([]);
  });

  it('places each message at its row and field, table rules last', () => {
    const draft: ConfigurationFileDraft = {
      ...file,
      paymentTrendChecks: [
        ...file.paymentTrendChecks.slice(0, 1),
        { ...trendRow, subjectType: 'PG', microSegment: 'DEFAULT', delayThreshold: 0 },
      ],
      paymentScoreChecks: [...file.paymentScoreChecks, { ...scoreRow, paymentScoreThreshold: '' }],
      whitelistReasonParams: ['Altro', ''],
      whitelistValidityDaysParam: 400,
    };
    expect(validateConfigurationFile(draft).map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paymentTrendChecks.1.delayThreshold', percentRange],
      ['paymentScoreChecks.2.paymentScoreThreshold', REQUIRED_MESSAGE],
      ['whitelistReasonParams.1', REQUIRED_MESSAGE],
      ['whitelistValidityDaysParam', validityDaysRange],
    ]);
  });
});
