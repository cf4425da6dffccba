// Running several servers from one terminal: each child's output prefixed with its name, all of them stopped on
// Ctrl-C (or when one dies). Each child runs in its own process group (npm → sh → webpack, node --watch → node),
// and the whole group is signalled by its id, so nothing is left behind.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
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

/**
 * @param {{ logDir?: string }} [options] with `logDir`, what each child prints goes to `<logDir>/<name>.log`
 *   (request logs and the like), and only its error output (stderr) is shown here too.
 */
export function createSupervisor({ logDir } = {}) {
  if (logDir) mkdirSync(logDir, { recursive: true });
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
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
    const file = logDir ? createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' }) : null;
    for (const [stream, shown] of [
      [child.stdout, !file],
      [child.stderr, true],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        file?.write(`${line}\n`);
        if (shown) console.log(`${prefix(name, index)} ${line}`);
      });
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
    const signalGroup = (child, signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    };
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => {
              signalGroup(child, 'SIGKILL');
              resolve();
            }, 5000);
            const done = () => {
              clearTimeout(timer);
              // The group leader may exit before its children (npm): make sure the rest goes too.
              signalGroup(child, 'SIGTERM');
              resolve();
            };
            if (child.exitCode !== null || child.signalCode !== null) done();
            else {
              child.once('exit', done);
              signalGroup(child, 'SIGTERM');
            }
          }),
      ),
    );
    process.exit(code);
  }

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  return { start, stop };
}

/**
 * Polls a URL until it answers 2xx (or gives up). Each try is cut off after 5 s: a port proxy (docker's) may accept
 * a connection and hold it without an answer while its container starts — and such a pending request keeps no
 * reference on Node's event loop, so the timer below keeps the process alive meanwhile.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const keepAlive = setInterval(() => {}, 1_000);
  try {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
      if (response?.ok) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    clearInterval(keepAlive);
  }
}
