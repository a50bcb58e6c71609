import { z } from 'zod';

/** Every queued job names itself; the id makes redelivery harmless. */
export const JobMessageSchema = z.object({ jobId: z.string().min(1).max(200) });
