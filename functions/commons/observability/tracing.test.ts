import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '../../../shared/route-table';

/**
 * Tracing as in Lambda: the environment Lambda gives a traced function (a trace header, the
 * X-Ray daemon's address, here a UDP socket of this test), then one call through the handler frame.
 * The X-Ray SDK streams each closed subsegment to the daemon, and the test reads what it sent.
 */
const daemon = createSocket('udp4');
/** What the SDK sends of a segment or subsegment, as far as this test reads it. */
interface TraceDocument {
  name: string;
  id: string;
  trace_id: string;
  parent_id?: string;
  annotations?: Record<string, unknown>;
  aws?: Record<string, unknown>;
}
const documents: TraceDocument[] = [];
daemon.on('message', (packet) => {
  const [, body] = packet.toString('utf8').split('\n');
  if (body) documents.push(JSON.parse(body));
});
await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));

const TRACE_ROOT = '1-6749c1a0-0123456789abcdef01234567';
vi.stubEnv('AWS_XRAY_MANUAL_MODE', undefined);
vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
vi.stubEnv('LAMBDA_TASK_ROOT', '/var/task');
vi.stubEnv('_HANDLER', 'index.handler');
vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${TRACE_ROOT};Parent=53995c3f42cd8ad8;Sampled=1`);
vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${(daemon.address() as AddressInfo).port}`);
vi.stubEnv('AWS_REGION', 'eu-south-1');
vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
// Nothing listens there: the read fails fast, and its subsegment records the failure.
vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', 'http://127.0.0.1:9');

const clients = await import('../clients');
const { defineHandler } = await import('../http/define-handler');
const { apiEvent, invokeHandler } = await import('../../../test/support/handler-events');

afterAll(() => {
  daemon.close();
  vi.unstubAllEnvs();
});

const named = (name: string) => documents.filter((document) => document.name === name);

describe('traces in Lambda', () => {
  it('captures the DynamoDB, S3 and SQS clients, not the one presigned URLs are made with', () => {
    const captured = (client: { middlewareStack: { identify(): string[] } }) =>
      client.middlewareStack.identify().some((entry) => entry.startsWith('XRaySDKInstrumentation'));
    expect([clients.dynamoDb, clients.s3, clients.sqs].map(captured)).toEqual([true, true, true]);
    expect(captured(clients.presigningS3)).toBe(false);
  });

  it("a call's trace: its handler subsegment carries the request id, each DynamoDB read is a subsegment of it, no response is copied", async () => {
    const reading = defineHandler(API_ROUTES.createAgency, async () => {
      await clients.documentClient
        .send(new GetCommand({ TableName: 'semaforo-data', Key: { pk: 'AGENCY', sk: 'AG1' } }))
        .catch(() => undefined);
      return { statusCode: 201, body: { code: 'AG1', secret: 'not in the trace' } };
    });
    expect((await invokeHandler(reading, apiEvent())).status).toBe(201);
    await vi.waitFor(() => expect(named('## index.handler')).toHaveLength(1), { timeout: 5000 });

    const handler = named('## index.handler')[0] as TraceDocument;
    expect(handler.trace_id).toBe(TRACE_ROOT);
    expect(handler.annotations).toMatchObject({ requestId: 'req-1', Service: 'semaforo' });
    expect(JSON.stringify(handler)).not.toContain('not in the trace');
    const reads = named('DynamoDB');
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads[0]).toMatchObject({ parent_id: handler.id, trace_id: TRACE_ROOT, aws: { operation: 'GetItem' } });
  });
});
