import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE as FILE } from '../decision/example-configuration';
import type { ConfigurationFileDraft } from '../validators/configuration-rules';
import { CONFIGURATION_MESSAGES, TEXT_MESSAGES } from '../validators/messages';
import { readConfigurationDraft } from './configuration-draft';

/** The example file as the editor holds it: thresholds as the text typed into the inputs. */
const typed: ConfigurationFileDraft = {
  ...FILE,
  paymentTrendChecks: FILE.paymentTrendChecks.map((row) => ({
    ...row,
    delayThreshold: String(row.delayThreshold),
    amountThreshold: `${row.amountThreshold},50`,
    amountExpiredThreshold: ` ${row.amountExpiredThreshold} `,
  })),
  paymentScoreChecks: FILE.paymentScoreChecks.map((row) => ({
    ...row,
    paymentScoreThreshold: `${row.paymentScoreThreshold}`,
  })),
  whitelistReasonParams: FILE.whitelistReasonParams.map((reason) => ` ${reason} `),
  whitelistValidityDaysParam: '90',
};

describe('readConfigurationDraft', () => {
  it('reads a valid file as itself', () => {
    expect(readConfigurationDraft(FILE)).toEqual({ valid: true, file: FILE });
  });

  it('turns typed numbers into numbers, a decimal comma included, and trims reasons', () => {
    const reading = readConfigurationDraft(typed);
    expect(reading.valid).toBe(true);
    if (!reading.valid) return;
    expect(reading.file.paymentTrendChecks[0]).toEqual({ ...FILE.paymentTrendChecks[0], amountThreshold: 5000.5 });
    expect(reading.file.paymentScoreChecks).toEqual(FILE.paymentScoreChecks);
    expect(reading.file.whitelistReasonParams).toEqual(FILE.whitelistReasonParams);
    expect(reading.file.whitelistValidityDaysParam).toBe(90);
  });

  it.each<[string, ConfigurationFileDraft, 'rules' | 'schema', { path: (string | number)[]; message: string }]>([
    [
      'a zero amount',
      {
        ...typed,
        paymentTrendChecks: [
          { ...typed.paymentTrendChecks[0], amountThreshold: '0' },
          ...typed.paymentTrendChecks.slice(1),
        ],
      },
      'rules',
      { path: ['paymentTrendChecks', 0, 'amountThreshold'], message: CONFIGURATION_MESSAGES.positiveAmount },
    ],
    [
      'no PF default row',
      { ...typed, whiteListChecks: typed.whiteListChecks.slice(1) },
      'rules',
      { path: ['whiteListChecks'], message: CONFIGURATION_MESSAGES.missingDefaults },
    ],
    [
      'a reason the wire refuses (a tab inside it)',
      { ...typed, whitelistReasonParams: ['Cliente\tstrategico'] },
      'schema',
      { path: ['whitelistReasonParams', 0], message: TEXT_MESSAGES.singleLine },
    ],
  ])('refuses %s, saying where (%s)', (_, draft, refusedBy, issue) => {
    expect(readConfigurationDraft(draft)).toEqual({ valid: false, refusedBy, issues: [issue] });
  });
});
