// V8's explicit compile hint (`//# allFunctionsCalledOnLoad` on a script's first line, Chrome 136+): the engine
// compiles every function of the file when it compiles the script — on the streaming thread for scripts it streams —
// instead of each function on the main thread at its first call. Chunks are the files to hint: the idle prefetch
// evaluates the first page after sign-in while the user types, and the functions it only defines run right after
// 'Log in', where their lazy compilation cost the mobile profile ~60 ms of main thread (a trace: the task after the
// login answer 85 → 25 ms; docs/architecture.md#benchmarks). Entries are left lazy: the host's runs on the
// sign-in page, where most of its code (the federation runtime's loading) waits until after sign-in.
// Other engines read the line as a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ entries: string[] }} options the page's entry chunks, left lazy */
  constructor({ entries }) {
    this.entries = new Set(entries);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which drops comments), before the source maps (which then count the line), the real
        // content hash (which then covers it) and the precompressed copies.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (this.entries.has(chunk.name)) continue;
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin };
