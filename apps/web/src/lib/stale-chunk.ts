import { browser } from './browser';

const RELOADED_AT = 'despacho.chunk-reload-at';
/** One automatic reload per minute at most: a second failure shows the error screen instead. */
const QUIET_MS = 60_000;

/**
 * A page's code could not be loaded: offline, or a tab opened before a deploy asking for a
 * chunk the server no longer has (the server answers 404 for a missing asset).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|Unable to preload|ChunkLoadError|Loading (CSS )?chunk/i.test(
    message,
  );
}

/** Reloads the page once for a stale chunk; false when it already did so a moment ago. */
export function reloadOnceForStaleChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < QUIET_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  browser.reload();
  return true;
}

/** Wraps a page import: a stale chunk reloads the app once (and never settles meanwhile). */
export function loadWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return new Promise<T>(() => {});
      throw error;
    });
}
