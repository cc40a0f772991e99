import fs from 'node:fs';
import path from 'node:path';

/**
 * When process `pid` started, as the kernel counts it (clock ticks since boot, field 22 of
 * /proc/<pid>/stat), or undefined where there is no /proc (not Linux) or no such process.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote the lock (`pid`, started at `startedAt`) still runs. A killed
 * holder's pid may since have gone to another process: where /proc tells start times, a pid
 * that started at another time is someone else, so the lock is stale.
 */
function holderRuns(pid: number, startedAt: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTimeOf(pid);
  return startedAt === undefined || now === undefined || now === startedAt;
}

/** DATA_DIR is held by another live Crewline process (`holder` is its pid). */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `Another Crewline process (pid ${holder}) is using ${dataDir}. The embedded database allows one process; set DATABASE_URL to run several.`,
    );
  }
}

/**
 * Claims DATA_DIR for this process. The embedded database must have exactly one process;
 * a second one would corrupt it, so it stops with a clear message instead. The lock file
 * (`crewline.pid`) holds the pid and, on Linux, the process's start time: a lock left by a
 * killed process never blocks a restart, even when its pid has been reused.
 * Returns the release function; throws DataDirBusyError while another process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crewline.pid');
  try {
    const [pid, startedAt] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const holder = Number(pid);
    if (holder && holder !== process.pid && holderRuns(holder, startedAt)) {
      throw new DataDirBusyError(dataDir, holder);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const ownStart = startTimeOf(process.pid);
  // Written whole under another name and renamed: a kill mid-write never leaves half a lock.
  const temp = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(temp, ownStart ? `${process.pid} ${ownStart}` : String(process.pid));
  fs.renameSync(temp, lockPath);
  return () => fs.rmSync(lockPath, { force: true });
}
