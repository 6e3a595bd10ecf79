import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';
const outDir = resolve(import.meta.dirname, 'dist');
/** Files worth compressing (index.html is rewritten per request and compressed by the server). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|ico)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every built script and style,
 * once, at build time; the server sends them as the browser's Accept-Encoding asks
 * (@fastify/static `preCompressed`). A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  return {
    name: 'despacho-precompress',
    apply: 'build',
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const raw = readFileSync(path);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

export default defineConfig({
  // plugin-react is typed against the workspace's newer vite (pulled in by vitest); the plugin
  // itself supports vite 7, which builds the app.
  plugins: [react() as unknown as PluginOption, precompress() as unknown as PluginOption],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api, '/favicon.ico': api },
  },
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
