import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../shared/enums';
import { sqs } from '../../commons/clients';
import { queueUrl } from '../../commons/env';

/**
 * The black-list queue's messages (worker functions/blacklist/load-worker.ts): load an uploaded file
 * into a version's members, or purge the members of a deleted version. `jobId` names the work, so a
 * redelivered message is recognised (defineWorker's idempotency).
 */
export const BlacklistLoadMessageSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('load'),
    jobId: z.string().min(1).max(200),
    kind: z.enum(BLACKLIST_KINDS),
    versionId: z.string().min(1).max(64),
    /** The inflated CSV in the uploads bucket. */
    inputKey: z.string().min(1).max(400),
  }),
  z.object({
    action: z.literal('purge'),
    jobId: z.string().min(1).max(200),
    kind: z.enum(BLACKLIST_KINDS),
    membersId: z.string().min(1).max(64),
  }),
]);
export type BlacklistLoadMessage = z.infer<typeof BlacklistLoadMessageSchema>;

export const loadMessage = (kind: BlacklistKind, versionId: string, inputKey: string): BlacklistLoadMessage => ({
  action: 'load',
  jobId: `load#${kind}#${versionId}`,
  kind,
  versionId,
  inputKey,
});

export const purgeMessage = (kind: BlacklistKind, membersId: string): BlacklistLoadMessage => ({
  action: 'purge',
  jobId: `purge#${kind}#${membersId}`,
  kind,
  membersId,
});

export async function sendBlacklistMessage(message: BlacklistLoadMessage): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl('blacklistLoad'), MessageBody: JSON.stringify(message) }));
}
