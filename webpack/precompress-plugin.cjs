// Emits `.br` and `.gz` siblings of text assets at build time, so the static server (@fastify/static with
// `preCompressed: true`) sends compressed bytes without compressing on every request.
const zlib = require('node:zlib');

const TEXT_ASSET = /\.(js|css|html|json|svg|map)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and real content hashing, so the compressed files match what is served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!TEXT_ASSET.test(name) || name.endsWith('.map')) continue;
            const buffer = compilation.getAsset(name).source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buffer, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
              },
            });
            const gz = zlib.gzipSync(buffer, { level: 9 });
            // Only worth serving when it saves bytes.
            if (br.length < buffer.length * 0.9)
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
            if (gz.length < buffer.length * 0.9)
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
