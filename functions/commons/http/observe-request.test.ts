import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { METRIC_NAMES, METRICS_NAMESPACE } from '../../../shared/metrics';
import { API_ROUTES } from '../../../shared/route-table';
import { apiEvent as event, invokeHandler as invoke } from '../../../test/support/handler-events';
import { captureEmf, type EmfCapture, totalOf } from '../observability/emf-capture';
import { HttpError } from './http-error';

// The metrics module reads POWERTOOLS_METRICS_DISABLED when it loads: set before the frame is imported.
vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
const { defineHandler } = await import('./define-handler');
const { countMetric } = await import('../observability/metrics');

describe("the handler frame's observability hook", () => {
  let emf: EmfCapture;
  beforeAll(() => {
    emf = captureEmf();
  });
  afterAll(() => {
    emf.stop();
    vi.unstubAllEnvs();
  });

  const serverErrors = () => totalOf(emf.lines, METRIC_NAMES.serverErrors, { service: 'semaforo' });

  it('counts a fault answered 500 as a server error, in the Semaforo namespace', async () => {
    const before = serverErrors();
    const failing = defineHandler(API_ROUTES.createAgency, async () => {
      throw new Error('boom');
    });
    expect((await invoke(failing, event())).status).toBe(500);
    expect(serverErrors()).toBe(before + 1);
    const line = emf.lines.at(-1);
    expect(line?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Dimensions: [['service']],
      Metrics: [{ Name: 'ServerErrors', Unit: 'Count' }],
    });
  });

  it('counts a 503 refusal of its own too, but no 4xx: a refusal is an answer', async () => {
    const before = serverErrors();
    const unavailable = defineHandler(API_ROUTES.createAgency, async () => {
      throw new HttpError('SERVICE_UNAVAILABLE');
    });
    const conflict = defineHandler(API_ROUTES.createAgency, async () => {
      throw new HttpError('CONFLICT', 'Agenzia già presente');
    });
    expect((await invoke(unavailable, event())).status).toBe(503);
    expect((await invoke(conflict, event())).status).toBe(409);
    expect((await invoke(conflict, event({ groups: 'AGENT' }))).status).toBe(403);
    expect(serverErrors()).toBe(before + 1);
  });

  it('publishes what the implementation counted once, when the invocation ends, and nothing for a call that counted nothing', async () => {
    const lines = emf.lines.length;
    const counting = defineHandler(API_ROUTES.createAgency, async () => {
      countMetric(METRIC_NAMES.customerFeedRows, 2);
      countMetric(METRIC_NAMES.customerFeedRows, 3);
      return { body: {} };
    });
    const silent = defineHandler(API_ROUTES.createAgency, async () => ({ body: {} }));
    await invoke(counting, event());
    await invoke(silent, event());
    expect(emf.lines.length).toBe(lines + 1);
    expect(totalOf(emf.lines.slice(lines), METRIC_NAMES.customerFeedRows)).toBe(5);
  });
});
