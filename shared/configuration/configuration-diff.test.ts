import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE as BASE } from '../decision/example-configuration';
import type { ConfigurationFile } from '../schemas/configuration';
import { sortConfigurationFile } from '../validators/configuration-sort';
import { type ConfigurationChange, diffConfigurations } from './configuration-diff';

/** The example file with one edit applied to a copy. */
function edited(edit: (file: ConfigurationFile) => void): ConfigurationFile {
  const file = structuredClone(BASE);
  edit(file);
  return file;
}

const PF_RES_TREND = {
  subjectType: 'PF',
  microSegment: 'RES',
  delayThreshold: 25,
  amountThreshold: 3000,
  amountExpiredThreshold: 300,
  enabled: true,
} as const;
const PF_DEFAULT = { subjectType: 'PF', microSegment: 'DEFAULT' } as const;
const PG_CON = { subjectType: 'PG', microSegment: 'CON' } as const;

describe('diffConfigurations', () => {
  it.each<[string, ConfigurationFile, ConfigurationChange[]]>([
    ['the same file', structuredClone(BASE), []],
    [
      'a file only sorted differently',
      sortConfigurationFile({ ...BASE, whiteListChecks: [...BASE.whiteListChecks].reverse() }),
      [],
    ],
    [
      'a percentage threshold',
      edited((file) => {
        if (file.paymentTrendChecks[0]) file.paymentTrendChecks[0].delayThreshold = 25;
      }),
      [
        {
          kind: 'thresholdChanged',
          table: 'paymentTrendChecks',
          key: PF_DEFAULT,
          field: 'delayThreshold',
          from: 20,
          to: 25,
        },
      ],
    ],
    [
      'two thresholds of one row and its switch, in column order',
      edited((file) => {
        const row = file.paymentScoreChecks[2];
        if (row) Object.assign(row, { graceThreshold: 3, paymentScoreThreshold: 5, enabled: false });
      }),
      [
        {
          kind: 'thresholdChanged',
          table: 'paymentScoreChecks',
          key: PG_CON,
          field: 'paymentScoreThreshold',
          from: 6,
          to: 5,
        },
        { kind: 'thresholdChanged', table: 'paymentScoreChecks', key: PG_CON, field: 'graceThreshold', from: 2, to: 3 },
        { kind: 'enabledChanged', table: 'paymentScoreChecks', key: PG_CON, from: true, to: false },
      ],
    ],
    [
      'a white-list row switched on',
      edited((file) => {
        if (file.whiteListChecks[2]) file.whiteListChecks[2].enabled = true;
      }),
      [{ kind: 'enabledChanged', table: 'whiteListChecks', key: PG_CON, from: false, to: true }],
    ],
    [
      'a row added',
      edited((file) => {
        file.paymentTrendChecks.push(PF_RES_TREND);
      }),
      [{ kind: 'rowAdded', table: 'paymentTrendChecks', row: PF_RES_TREND }],
    ],
    [
      'a row removed',
      edited((file) => {
        file.whiteListChecks.splice(2, 1);
      }),
      [{ kind: 'rowRemoved', table: 'whiteListChecks', row: { ...PG_CON, enabled: false } }],
    ],
    [
      'a row moved to another micro segment: removed and added',
      edited((file) => {
        if (file.whiteListChecks[2]) file.whiteListChecks[2].microSegment = 'SOC';
      }),
      [
        { kind: 'rowRemoved', table: 'whiteListChecks', row: { ...PG_CON, enabled: false } },
        { kind: 'rowAdded', table: 'whiteListChecks', row: { subjectType: 'PG', microSegment: 'SOC', enabled: false } },
      ],
    ],
    [
      'a repeated key: the second row is the one added',
      edited((file) => {
        file.whiteListChecks.push({ ...PF_DEFAULT, enabled: false });
      }),
      [{ kind: 'rowAdded', table: 'whiteListChecks', row: { ...PF_DEFAULT, enabled: false } }],
    ],
    [
      'reasons added and removed',
      edited((file) => {
        file.whitelistReasonParams = ['Altro', 'Ente pubblico', 'Grande cliente'];
      }),
      [
        { kind: 'reasonRemoved', reason: 'Cliente strategico' },
        { kind: 'reasonAdded', reason: 'Grande cliente' },
      ],
    ],
    [
      'a reason whose case changed',
      edited((file) => {
        file.whitelistReasonParams = ['altro', 'Cliente strategico', 'Ente pubblico'];
      }),
      [
        { kind: 'reasonRemoved', reason: 'Altro' },
        { kind: 'reasonAdded', reason: 'altro' },
      ],
    ],
    [
      'a reason listed twice',
      edited((file) => {
        file.whitelistReasonParams.push('Altro');
      }),
      [{ kind: 'reasonAdded', reason: 'Altro' }],
    ],
    [
      'the validity days',
      edited((file) => {
        file.whitelistValidityDaysParam = 120;
      }),
      [{ kind: 'validityDaysChanged', from: 90, to: 120 }],
    ],
  ])('%s', (_, to, changes) => {
    expect(diffConfigurations(BASE, to)).toEqual(changes);
  });

  it('lists the tables in tab order, then reasons, then the validity days, each table by row key', () => {
    const to = edited((file) => {
      file.whitelistValidityDaysParam = 30;
      file.whitelistReasonParams.push('Nuova');
      file.paymentScoreChecks.splice(0, 1);
      file.paymentTrendChecks.unshift(PF_RES_TREND);
      file.whiteListChecks.splice(1, 1);
      file.whiteListChecks.push({ subjectType: 'PF', microSegment: 'ASS', enabled: true });
    });
    expect(diffConfigurations(BASE, to).map((change) => [change.kind, 'table' in change ? change.table : ''])).toEqual([
      ['rowAdded', 'whiteListChecks'],
      ['rowRemoved', 'whiteListChecks'],
      ['rowAdded', 'paymentTrendChecks'],
      ['rowRemoved', 'paymentScoreChecks'],
      ['reasonAdded', ''],
      ['validityDaysChanged', ''],
    ]);
  });

  it('reads the other way round as the opposite changes', () => {
    const to = edited((file) => {
      file.paymentTrendChecks.push(PF_RES_TREND);
      if (file.paymentTrendChecks[1]) file.paymentTrendChecks[1].amountThreshold = 60000;
    });
    expect(diffConfigurations(to, BASE)).toEqual([
      { kind: 'rowRemoved', table: 'paymentTrendChecks', row: PF_RES_TREND },
      {
        kind: 'thresholdChanged',
        table: 'paymentTrendChecks',
        key: { subjectType: 'PG', microSegment: 'DEFAULT' },
        field: 'amountThreshold',
        from: 60000,
        to: 50000,
      },
    ]);
  });
});
