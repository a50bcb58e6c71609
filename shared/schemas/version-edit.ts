import { z } from 'zod';

/** One change of a version's content (shared/versioned/lifecycle.ts VersionEdit): who, when, the note. */
export const VersionEditSchema = z.object({
  user: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});
