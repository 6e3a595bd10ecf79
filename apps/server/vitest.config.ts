import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Files share a worker's loaded modules (each still builds its own app and database): the
    // server's module graph and PGlite's WebAssembly load once per worker instead of per file.
    isolate: false,
    // Two workers on two cores: a test often waits on the database, a child process or a mock.
    maxWorkers: 2,
    // A project with its own maxWorkers runs as its own group, after the others.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
