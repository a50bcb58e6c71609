import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file, not from the working directory, so `cdk synth` and vitest agree on paths.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Absolute path of a file given relative to the repository root, as the route table and QUEUES give them. */
export const repoPath = (relative: string): string => path.join(REPO_ROOT, relative);
