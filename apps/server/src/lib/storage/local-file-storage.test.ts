import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-file-storage';

const root = mkdtempSync(join(tmpdir(), 'despacho-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = new LocalFileStorage(root);

  it('keeps, returns and deletes bytes by key', async () => {
    await storage.put('7/logo-abc.png', Buffer.from('png bytes'));
    expect((await storage.get('7/logo-abc.png'))?.toString()).toBe('png bytes');
    await storage.delete('7/logo-abc.png');
    expect(await storage.get('7/logo-abc.png')).toBeNull();
  });

  it('never overwrites a key and refuses keys that could leave its directory', async () => {
    await storage.put('7/favicon-x.ico', Buffer.from('a'));
    await expect(storage.put('7/favicon-x.ico', Buffer.from('b'))).rejects.toThrow();
    await expect(storage.get('../etc/passwd.txt')).rejects.toThrow(/unsafe/);
    await expect(storage.put('/abs/path.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });
});
