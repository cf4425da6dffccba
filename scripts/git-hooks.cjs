// The root `prepare` script (run by `npm ci` and `npm install`): makes git run the repository's own hooks, in
// .githooks/ (the pre-commit hook formats what is committed). Where there is no git, or no repository — a Docker
// build copies the sources without .git, a tarball has none — there is nothing to enable, and the install goes on.
const { spawnSync } = require('node:child_process');

const git = (...args) => spawnSync('git', args, { stdio: 'ignore' });

const inside = git('rev-parse', '--is-inside-work-tree');
if (inside.error || inside.status !== 0) process.exit(0);

const set = git('config', 'core.hooksPath', '.githooks');
if (set.error || set.status !== 0)
  console.warn('git hooks not enabled: `git config core.hooksPath .githooks` failed');
