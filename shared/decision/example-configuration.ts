import type { ConfigurationFile } from '../schemas/configuration';

/**
 * A complete configuration file with the values the worked examples of docs/decision-rules.md use:
 * the DEFAULT rows every table must hold, plus PG/CON rows that show a segment overriding its default.
 * The tests decide against it; seeds may start from it.
 */
export const EXAMPLE_CONFIGURATION_FILE: ConfigurationFile = {
  whiteListChecks: [
    { subjectType: 'PF', microSegment: 'DEFAULT', enabled: true },
    { subjectType: 'PG', microSegment: 'DEFAULT', enabled: true },
    { subjectType: 'PG', microSegment: 'CON', enabled: false },
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
    {
      subjectType: 'PG',
      microSegment: 'CON',
      delayThreshold: 30,
      amountThreshold: 100000,
      amountExpiredThreshold: 5000,
      enabled: false,
    },
  ],
  paymentScoreChecks: [
    { subjectType: 'PF', microSegment: 'DEFAULT', paymentScoreThreshold: 5, graceThreshold: 5, enabled: true },
    { subjectType: 'PG', microSegment: 'DEFAULT', paymentScoreThreshold: 4, graceThreshold: 10, enabled: true },
    { subjectType: 'PG', microSegment: 'CON', paymentScoreThreshold: 6, graceThreshold: 2, enabled: true },
  ],
  whitelistReasonParams: ['Altro', 'Cliente strategico', 'Ente pubblico'],
  whitelistValidityDaysParam: 90,
};
