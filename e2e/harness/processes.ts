// Child processes of the harness: each started in its own process group (so stopping it also stops anything it
// started), its PID written to the run's PID file (so global teardown can stop what a crashed worker left), and
// stopped by PID — never by name.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The last lines it printed (for error messages). */
  output: () => string;
}

/** The run's scratch folder (created by global setup; the bench makes its own). */
export function runDir(): string {
  const dir = process.env.SB_E2E_RUN_DIR;
  if (!dir)
    throw new Error('SB_E2E_RUN_DIR is not set: run the suite with `npm test -w e2e` (global setup sets it)');
  return dir;
}

const pidFile = (dir: string) => path.join(dir, 'pids');

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; dir: string },
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (child.pid) appendFileSync(pidFile(options.dir), `${child.pid}\n`);
  return { name, child, output: () => lines.join('\n') };
}

function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Still one of ours (not a recycled PID): its environment names this run's folder. */
function startedBy(pid: number, dir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`SB_E2E_RUN_DIR=${dir}`);
  } catch {
    return false;
  }
}

/** SIGTERM to the process group, SIGKILL after a grace period. */
export async function stopProcess(managed: Managed, graceMs = 3000): Promise<void> {
  const { child } = managed;
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child.pid, 'SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs));
  if ((await Promise.race([exited, timer])) === 'late') {
    signalGroup(child.pid, 'SIGKILL');
    await exited;
  }
}

/** Stops every process of the run still alive (by the PIDs recorded when they were started). */
export async function stopRecordedProcesses(dir: string): Promise<number> {
  const file = pidFile(dir);
  if (!existsSync(file)) return 0;
  const pids = readFileSync(file, 'utf8')
    .split('\n')
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0 && startedBy(pid, dir));
  let stopped = 0;
  for (const pid of pids) {
    if (alive(pid) && signalGroup(pid, 'SIGTERM')) stopped += 1;
  }
  if (stopped === 0) return 0;
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && pids.some(alive)) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids) if (alive(pid)) signalGroup(pid, 'SIGKILL');
  return stopped;
}
