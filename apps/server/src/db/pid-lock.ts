import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** PGlite is single-process: the server records its pid so the CLI can refuse to open the files. */
export const pidFileOf = (dataDir: string) => resolve(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the embedded database, or null. */
export function livePidHolder(dataDir: string): number | null {
  const file = pidFileOf(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

export function writePidFile(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFileOf(dataDir), `${process.pid}\n`);
}

export function removePidFile(dataDir: string): void {
  const file = pidFileOf(dataDir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
}
