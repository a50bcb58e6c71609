/**
 * V8 flags of the queue workers, which stream large files (a million-row export, an enrichment, a black
 * list). Semi-spaces of 8 MB instead of V8's 16 collect the short-lived query answers sooner: the
 * 1,000,000-row export peaked at 278 MB without them and 242 MB with them, no slower (docs/benchmarks.md
 * 'Export memory'). The exports benchmark runs its measured worker with the same flags.
 */
export const WORKER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8'];
