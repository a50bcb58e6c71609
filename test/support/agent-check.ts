import { expect } from 'vitest';
import type { DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { CreditCheckAgentResponse, CreditCheckResponse } from '../../shared/schemas/precheck';
import { creditCheckRequestFor } from './credit-check-request';
import type { TestStack } from './local-stack';

/**
 * A check of a demo subject as a demo user runs it, which must be answered: the precheck's answer as
 * that user's role reads it. Apart from credit-check-request.ts, which the benchmark imports outside vitest.
 */
export async function precheckAs(local: TestStack, username: string, subject: DemoSubject): Promise<unknown> {
  const { IdToken } = await local.signIn(username);
  const response = await local.api('POST', '/api/v1/creditcheck', {
    token: IdToken,
    body: creditCheckRequestFor(subject),
  });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** The demo agent's check: the light, the reason, the rule and the check's id (no figures). */
export async function agentCheck(local: TestStack, subject: DemoSubject): Promise<CreditCheckAgentResponse> {
  return (await precheckAs(local, 'anna.ferrari', subject)) as CreditCheckAgentResponse;
}

/** The demo risk officer's check: the whole answer, its explanation included. */
export async function riskOfficerCheck(local: TestStack, subject: DemoSubject): Promise<CreditCheckResponse> {
  return (await precheckAs(local, 'giulia.bianchi', subject)) as CreditCheckResponse;
}
