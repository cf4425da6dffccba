// Running several servers from one terminal: each child's output prefixed with its name, all of them stopped on
// Ctrl-C (or when one dies), by PID.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 31];
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

export function runOrExit(command, args, options = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

export function createSupervisor() {
  const children = [];
  let stopping = false;
  let width = 0;

  function prefix(name, index) {
    const label = name.padEnd(width);
    return useColour ? `\x1b[${COLOURS[index % COLOURS.length]}m${label}\x1b[0m │` : `${label} │`;
  }

  function start(name, command, args, options = {}) {
    width = Math.max(width, name.length);
    const index = children.length;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix(name, index)} ${line}`));
    }
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
        void stop(code || 1);
      }
    });
    children.push({ name, child });
    return child;
  }

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    process.exit(code);
  }

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  return { start, stop };
}

/** Polls a URL until it answers 2xx (or gives up). */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
