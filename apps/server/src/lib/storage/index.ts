import { resolve } from 'node:path';
import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

export type { FileStorage } from './file-storage';

const byRoot = new Map<string, FileStorage>();

/** The app's file storage: `DATA_DIR/files` (one instance per directory). */
export function fileStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  const root = resolve(config.dataDir, 'files');
  let storage = byRoot.get(root);
  if (!storage) {
    storage = new LocalFileStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
