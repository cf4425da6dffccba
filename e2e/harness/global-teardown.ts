// After the run: stop every process a spec started and did not stop (a crashed worker), by PID, then remove the
// run's scratch folder (temporary databases).
import { rmSync } from 'node:fs';
import { stopRecordedProcesses } from './processes';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SB_E2E_RUN_DIR;
  if (!dir) return;
  const stopped = await stopRecordedProcesses(dir);
  if (stopped > 0) console.log(`global teardown: stopped ${stopped} server(s) left running`);
  rmSync(dir, { recursive: true, force: true });
}
