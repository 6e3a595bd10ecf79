import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface FlowSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * What every flow file needs: the real server in demo mode and Debian's Chromium, started
 * before the file's tests and stopped after them. Read `server` and `browser` inside tests.
 */
export function flowSuite(): FlowSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the flow suite has not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the flow suite has not started yet');
      return browser;
    },
  };
}
