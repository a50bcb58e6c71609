import { expect } from 'vitest';
import type { DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { CreditCheckResponse } from '../../shared/schemas/precheck';
import { creditCheckRequestFor } from './credit-check-request';
import type { TestStack } from './local-stack';

/**
 * A check of a demo subject as the demo agent runs it, which must be answered: the precheck's answer.
 * Apart from credit-check-request.ts, which the benchmark imports outside vitest.
 */
export async function agentCheck(local: TestStack, subject: DemoSubject): Promise<CreditCheckResponse> {
  const { IdToken } = await local.signIn('anna.ferrari');
  const response = await local.api('POST', '/api/v1/creditcheck', {
    token: IdToken,
    body: creditCheckRequestFor(subject),
  });
  expect(response.status, response.text).toBe(200);
  return response.json as CreditCheckResponse;
}
