import { resolve } from 'node:path';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { DatabaseFileStorage } from './database-file-storage';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

export type { FileStorage } from './file-storage';

const byRoot = new Map<string, FileStorage>();
const byDb = new WeakMap<Db, FileStorage>();

/**
 * The app's file storage: `DATA_DIR/files` (one instance per directory) or, with
 * FILE_STORAGE=database (the default on PostgreSQL), the database every process shares.
 */
export function fileStorage(deps: {
  config: Pick<AppConfig, 'dataDir' | 'fileStorage' | 'databaseUrl'>;
  db: Db;
}): FileStorage {
  const kind = deps.config.fileStorage ?? (deps.config.databaseUrl ? 'database' : 'local');
  if (kind === 'database') {
    let storage = byDb.get(deps.db);
    if (!storage) {
      storage = new DatabaseFileStorage(deps.db);
      byDb.set(deps.db, storage);
    }
    return storage;
  }
  const root = resolve(deps.config.dataDir, 'files');
  let storage = byRoot.get(root);
  if (!storage) {
    storage = new LocalFileStorage(root);
    byRoot.set(root, storage);
  }
  return storage;
}
