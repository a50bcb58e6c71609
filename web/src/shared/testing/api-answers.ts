import type { Mock } from 'vitest';
import type { RouteName } from '../api';

/** What each route answers in a test: its output, or a throw (an ApiError) for a refusal. */
export type ApiAnswers = Partial<Record<RouteName, (input: unknown) => unknown>>;

/**
 * For jsdom tests over a mocked API client (`vi.mock('…/shared/api', () => ({ api: { call } }))`):
 * `call` answers from `answers`, which the test may fill in as it goes. A route with no answer fails
 * its call, so a call the test did not expect cannot pass unnoticed.
 */
export function answerFrom(call: Mock, answers: ApiAnswers): void {
  call.mockReset();
  call.mockImplementation(async (route: RouteName, input: unknown) => {
    const answer = answers[route];
    if (!answer) throw new Error(`unexpected call ${route}`);
    return answer(input);
  });
}
