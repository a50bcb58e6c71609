import { afterAll, describe, expect, it, vi } from 'vitest';
import { METRIC_NAMES } from '../../shared/metrics';
import type { CreditCheckResponse } from '../../shared/schemas/precheck';
import { captureEmf, totalOf } from '../commons/observability/emf-capture';

vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
const { countCheck } = await import('./check-metrics');
const { publishMetrics } = await import('../commons/observability/metrics');

const decided = (trafficLight: 'R' | 'V', code: string, rule = 'PAYMENT_SCORE'): CreditCheckResponse =>
  ({
    transactionInfo: { code: 200, errorDescription: null },
    fullCheckInfo: { trafficLight, trafficLightReason: { code, description: '' } },
    idRequest: 1,
    explanation: { rule },
  }) as CreditCheckResponse;
const unrecorded: CreditCheckResponse = {
  transactionInfo: { code: 500, errorDescription: 'Verifica non registrata: ripetere la verifica.' },
  fullCheckInfo: null,
};

describe('the figures of one answered check', () => {
  const emf = captureEmf();
  afterAll(() => {
    emf.stop();
    vi.unstubAllEnvs();
  });

  it.each<[string, CreditCheckResponse, Record<string, number>]>([
    ['a green check by the white list', decided('V', 'EX301', 'WHITE_LIST'), { V: 1, EX301: 1, hits: 1, errors: 0 }],
    ['a red check', decided('R', 'EX305', 'BLACK_LIST_RADIATI'), { R: 1, EX305: 1, hits: 0, errors: 0 }],
    ['a green check of a prospect', decided('V', 'EX400', 'PROSPECT'), { V: 1, EX400: 1, hits: 0, errors: 0 }],
    ['a check that could not be recorded', unrecorded, { hits: 0, errors: 1 }],
  ])('%s', (_case, response, expected) => {
    const from = emf.lines.length;
    countCheck(response);
    publishMetrics();
    const lines = emf.lines.slice(from);
    const checks = (dimensions: Record<string, string>) => totalOf(lines, METRIC_NAMES.checks, dimensions);
    for (const light of ['R', 'V']) {
      expect(checks({ trafficLight: light }), light).toBe(expected[light] ?? 0);
    }
    for (const code of ['EX301', 'EX305', 'EX400']) {
      expect(checks({ resultCode: code }), code).toBe(expected[code] ?? 0);
    }
    expect(totalOf(lines, METRIC_NAMES.whiteListHits)).toBe(expected.hits);
    expect(totalOf(lines, METRIC_NAMES.technicalErrors)).toBe(expected.errors);
  });
});
