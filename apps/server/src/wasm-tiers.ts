import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database (PGlite) is Postgres compiled to WebAssembly. V8 compiles it twice by
 * default: a quick baseline (Liftoff) to start, then optimised code (TurboFan) for hot
 * functions, and keeps both — about 100 MB more resident memory for the same speed once warm.
 * Compiling only the optimised tier costs about a second at start and keeps the server's
 * memory near 450 MB instead of 550 MB idle (docs/decisions.md, "spreadsheet import").
 * Must run before the first WebAssembly compile, so main.ts imports this module first.
 */
setFlagsFromString('--no-liftoff');
