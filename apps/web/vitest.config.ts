import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // A safety net, not a speed target: whole forms typed key by key in jsdom take seconds, and
    // on a loaded two-core CI machine the longest wizard flows have taken over 20 s.
    testTimeout: 60_000,
  },
});
