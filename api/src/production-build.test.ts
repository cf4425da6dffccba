// The API's production image holds no development code (api/src/dev: the development server, demo data, the traffic
// simulator, the payment sandbox, the benchmarks), and the production server does not need it: what the image's
// build reads, what it copies, and every module the server loads. `npm start`, `npm run simulate` and the benches
// still run the development code from the ordinary build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const apiRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(apiRoot, '..');
const src = path.join(apiRoot, 'src');
const devDir = path.join(src, 'dev');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** A relative import of `from` as the compiled code resolves it (a .ts file, or a folder's index.ts). */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')])
    if (existsSync(candidate)) return candidate;
  if (specifier.endsWith('.json') && existsSync(base)) return base;
  throw new Error(`${path.relative(repoRoot, from)} imports ${specifier}, which is not there`);
}

/** Every file of api/src the module at `entry` loads, its imports followed (type-only ones too). */
function modulesOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue; // a package (the shared workspace has no development code)
      pending.push(resolveImport(file, fileName));
    }
  }
  return seen;
}

const isDev = (file: string) => file.startsWith(devDir + path.sep);

describe("the API's production image", () => {
  const dockerfile = read('api/Dockerfile');
  const ignored = read('.dockerignore').split('\n');

  it('is built from a context without api/src/dev, so api/dist has none of it, and checks that', () => {
    expect(ignored).toContain('api/src/dev');
    expect(ignored).toContain('**/dist'); // no build made outside the image, with its dist/dev, comes in either
    const check = dockerfile.indexOf('RUN test ! -e api/src/dev && test ! -e api/dist/dev');
    expect(check).toBeGreaterThan(dockerfile.indexOf('RUN npm run build -w shared && npm run build -w api'));
    expect(check).toBeLessThan(dockerfile.indexOf('FROM ${NODE_RUN_IMAGE}'));
  });

  it('takes only the built server and package files from the build, and runs the production server', () => {
    const copied = dockerfile
      .split('\n')
      .filter((line) => line.startsWith('COPY --from=build'))
      .map((line) => line.split(' ').at(-2));
    expect(copied).toEqual([
      '/app/package.json',
      '/app/node_modules',
      '/app/api/package.json',
      '/app/api/dist',
      '/app/shared/package.json',
      '/app/shared/dist',
    ]);
    expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "api/dist/server.js"]');
  });

  it('runs a server that loads no development code: its modules are all there without api/src/dev', () => {
    const modules = modulesOf(path.join(src, 'server.ts'));
    expect(modules.size).toBeGreaterThan(100);
    expect([...modules].filter(isDev).map((file) => path.relative(apiRoot, file))).toEqual([]);
  });

  it('leaves the development entry points to the ordinary build, which npm start, simulate and the benches run', () => {
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    const apiScripts = JSON.parse(read('api/package.json')).scripts as Record<string, string>;
    expect(scripts.simulate).toContain('api/dist/dev/simulator/cli.js');
    expect(apiScripts.bench).toContain('dist/dev/bench/run.js');
    expect(read('scripts/start.mjs')).toContain("'api/dist/dev/server.js'");
    for (const entry of ['server.ts', 'simulator/cli.ts', 'bench/run.ts', 'seed-demo.ts']) {
      const file = path.join(devDir, entry);
      expect(existsSync(file)).toBe(true);
      // each reaches the production code it plugs into, and the development server the whole API
      expect(modulesOf(file).size).toBeGreaterThan(1);
    }
    expect(modulesOf(path.join(devDir, 'server.ts')).has(path.join(src, 'app.ts'))).toBe(true);
  });
});
