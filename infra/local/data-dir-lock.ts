import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One stack per data folder. LevelDB (dynalite) crashes the whole process when a second server opens
 * the same folder, with an error that does not say why; a pid file turns that into a clear refusal.
 */
/** A refusal the person starting the stack can act on, shown without a stack trace. */
export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'stack.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          if (readPid(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockFile);
      if (owner !== undefined && isAlive(owner)) {
        const who = owner === process.pid ? 'this process' : `process ${owner}`;
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another local stack (${who}). Stop it first or use another ` +
            `data folder (SEMAFORO_DATA_DIR). If no such stack runs, delete ${lockFile}.`,
        );
      }
      // The owner died without cleaning up (kill -9, crash): its lock is stale.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function readPid(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
