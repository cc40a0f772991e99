import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process. The embedded database must have exactly one process;
 * a second one would corrupt it, so it stops with a clear message instead.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crewline.pid');
  try {
    const holder = Number(fs.readFileSync(lockPath, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Another Crewline process (pid ${holder}) is using ${dataDir}. The embedded database allows one process; set DATABASE_URL to run several.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}
