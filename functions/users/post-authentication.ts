import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { logger } from '../commons/logger';
import { containerSignIns } from '../stores/users/container-sign-ins';

/**
 * The user pool's post-authentication trigger: Cognito calls it after each successful sign-in (password
 * and any step after it), and the product keeps the time as the user's last sign-in. A failure to keep
 * it is logged, never a refused sign-in: Cognito would refuse it if the trigger failed.
 */
export async function handler(event: PostAuthenticationTriggerEvent): Promise<PostAuthenticationTriggerEvent> {
  try {
    await containerSignIns().record(event.userName, new Date().toISOString());
  } catch (error) {
    logger.error('The last sign-in was not recorded', { error: (error as Error).name });
  }
  return event;
}
