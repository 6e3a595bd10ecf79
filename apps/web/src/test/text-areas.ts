/**
 * Which text areas (`i18n/areas/<area>.<locale>.json`) a module and everything it imports
 * (statically or lazily, within the app) use, found by the area's top-level key written as the
 * start of a text key (`'shipments.…'`). Keys built at run time are not seen; the app fetches
 * every area when one of those is missing (lib/i18n.ts).
 */
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const AREA_FILES = import.meta.glob<Record<string, unknown>>('../i18n/areas/*.es-MX.json', {
  import: 'default',
  eager: true,
});

/** Top-level key → area file stem, from the Spanish files. */
export function areaKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [path, tree] of Object.entries(AREA_FILES))
    for (const key of Object.keys(tree))
      keys.set(key, path.replace(/^.*\/([^/]+)\.es-MX\.json$/, '$1'));
  return keys;
}

/** `../x/./y/../z` from the directory of `from` (paths as the glob writes them, `../…`). */
function join(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '.') continue;
    if (part === '..' && parts.length > 1 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

function resolveImport(from: string, spec: string): string | null {
  const base = join(from, spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (candidate in SOURCES) return candidate;
  return null;
}

/** The app's own modules reachable from `entry` (relative to src/); `lazy: false` leaves out `import()`ed ones. */
export function moduleClosure(entry: string, { lazy }: { lazy: boolean }): string[] {
  const start = join('../_', entry);
  if (!(start in SOURCES)) throw new Error(`no module ${entry}`);
  const seen = new Set<string>();
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = SOURCES[file] ?? '';
    const specs = [...text.matchAll(/\bfrom\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1] ?? '');
    if (lazy)
      specs.push(
        ...[...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? ''),
      );
    for (const spec of specs) {
      const found = resolveImport(file, spec);
      if (found) stack.push(found);
    }
  }
  return [...seen];
}

/** The areas the modules use, each with the first module found using it. */
export function areasUsed(files: string[]): Map<string, string> {
  const keys = areaKeys();
  const used = new Map<string, string>();
  for (const file of files) {
    const text = SOURCES[file] ?? '';
    for (const [key, area] of keys)
      if (!used.has(area) && new RegExp(`['"\`]${key}\\.`).test(text))
        used.set(area, file.slice(3));
  }
  return used;
}

/** A module's text (relative to src/), for checks that read the code as written. */
export function sourceOf(path: string): string {
  const text = SOURCES[`../${path}`];
  if (text === undefined) throw new Error(`no module ${path}`);
  return text;
}
