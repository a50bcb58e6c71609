import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONFIGURATION_FILE as FILE } from '../../../../../shared/decision/example-configuration';
import type { ConfigurationFileDraft } from '../../../../../shared/validators/configuration-rules';
import { CONFIGURATION_MESSAGES, TEXT_MESSAGES } from '../../../../../shared/validators/messages';
import { checkUpdate, type UpdateCheck } from './configuration-update-check';

const { missingDefaults, duplicates, noReason } = CONFIGURATION_MESSAGES;

describe('checkUpdate', () => {
  it('gives the file with numbers when every rule is met', () => {
    const typed = { ...FILE, whitelistValidityDaysParam: '120' };
    expect(checkUpdate(typed)).toEqual({ valid: true, file: { ...FILE, whitelistValidityDaysParam: 120 } });
  });

  it.each<[string, ConfigurationFileDraft, Omit<Extract<UpdateCheck, { valid: false }>, 'valid'>]>([
    [
      'a field message only: nothing for the alert, the tab of the field',
      { ...FILE, whitelistValidityDaysParam: '0' },
      { alert: [], firstPart: 'whitelistValidityDaysParam' },
    ],
    [
      'the PF default row removed: the alert, its table first',
      { ...FILE, paymentScoreChecks: FILE.paymentScoreChecks.slice(1) },
      { alert: [{ path: ['paymentScoreChecks'], message: missingDefaults }], firstPart: 'paymentScoreChecks' },
    ],
    [
      'table messages of two tables and a field of another',
      {
        ...FILE,
        whiteListChecks: [...FILE.whiteListChecks, { subjectType: 'PG', microSegment: 'CON', enabled: true }],
        paymentTrendChecks: FILE.paymentTrendChecks.map((row) => ({ ...row, delayThreshold: '0' })),
        whitelistReasonParams: [],
      },
      {
        alert: [
          { path: ['whiteListChecks'], message: duplicates },
          { path: ['whitelistReasonParams'], message: noReason },
        ],
        firstPart: 'whiteListChecks',
      },
    ],
    [
      'what the wire refuses once the rules are met goes to the alert',
      { ...FILE, whitelistReasonParams: ['Altro\tbis'] },
      {
        alert: [{ path: ['whitelistReasonParams', 0], message: TEXT_MESSAGES.singleLine }],
        firstPart: 'whitelistReasonParams',
      },
    ],
  ])('%s', (_, draft, expected) => {
    expect(checkUpdate(draft)).toEqual({ valid: false, ...expected });
  });
});
