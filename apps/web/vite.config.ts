import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig({
  // plugin-react is typed against the workspace's newer vite (pulled in by vitest); the plugin
  // itself supports vite 7, which builds the app.
  plugins: [react() as unknown as PluginOption],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api, '/favicon.ico': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
