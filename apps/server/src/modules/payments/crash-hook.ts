import type { AppConfig } from '../../config';

/**
 * Test-only: with DESPACHO_TEST_CRASH_AFTER_CAPTURE=1 the process kills itself (SIGKILL, no
 * cleanup) right after a gateway confirmed a capture and before the credit is written, so a test
 * can prove the reconcile job credits it on restart. Never in production mode, whatever the
 * environment says.
 */
export function crashAfterCaptureIfAsked(config: AppConfig): void {
  if (config.mode === 'production' || config.nodeEnv === 'production') return;
  if (process.env.DESPACHO_TEST_CRASH_AFTER_CAPTURE !== '1') return;
  process.kill(process.pid, 'SIGKILL');
}
