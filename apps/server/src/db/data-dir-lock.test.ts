import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-lock-'));
  dirs.push(dir);
  return dir;
}

// A live process that is not this one: the lock's other holder.
const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
afterAll(() => {
  other.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

const linux = fs.existsSync('/proc/self/stat');

describe('data directory lock', () => {
  it('refuses a directory a live process holds', () => {
    const dir = dataDir();
    const pid = other.pid!;
    fs.writeFileSync(
      path.join(dir, 'crewline.pid'),
      linux ? `${pid} ${startTimeOf(pid)}` : String(pid),
    );
    expect(() => lockDataDir(dir)).toThrow(/Another Crewline process/);
  });

  it('takes over from a killed process', async () => {
    const dir = dataDir();
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(path.join(dir, 'crewline.pid'), String(gone.pid));
    const release = lockDataDir(dir);
    const [pid, startedAt] = fs.readFileSync(path.join(dir, 'crewline.pid'), 'utf8').split(' ');
    expect(Number(pid)).toBe(process.pid);
    if (linux) expect(startedAt).toBe(startTimeOf(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'crewline.pid'))).toBe(false);
  });

  it.runIf(linux)('takes over when the dead holder’s pid now belongs to another process', () => {
    const dir = dataDir();
    // The pid runs, but it started at another time than the lock says: it is not the holder.
    const pid = other.pid!;
    const otherStart = String(Number(startTimeOf(pid)) - 1);
    fs.writeFileSync(path.join(dir, 'crewline.pid'), `${pid} ${otherStart}`);
    const release = lockDataDir(dir);
    expect(Number(fs.readFileSync(path.join(dir, 'crewline.pid'), 'utf8').split(' ')[0])).toBe(
      process.pid,
    );
    release();
  });
});
