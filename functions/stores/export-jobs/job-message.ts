import { z } from 'zod';
import { JobMessageSchema } from '../../commons/queue/job-message';

/** The message of an export or enrichment job: the job's key, and its id for idempotency. */
export const ExportJobMessageSchema = JobMessageSchema.extend({
  userId: z.string().min(1).max(128),
  fileName: z.string().min(1).max(120),
});
export type ExportJobMessage = z.infer<typeof ExportJobMessageSchema>;
