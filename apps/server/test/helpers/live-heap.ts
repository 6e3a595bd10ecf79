import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Measures what a streaming route keeps alive, not what the collector has yet to sweep.
 * `heapUsed` sampled between collections swings by a hundred MB on a busy machine, so a
 * bound on it fails at random; the heap right after a full collection is the live set, and a
 * route that held 100,000 rows would show them there.
 */
setFlagsFromString('--expose-gc');
const gc = (globalThis.gc ?? runInNewContext('gc')) as () => void;

export function liveHeap(): number {
  gc();
  return process.memoryUsage().heapUsed;
}

/** Collects every `every`-th call and keeps the largest live heap seen. */
export function liveHeapSampler(every = 25) {
  const base = liveHeap();
  let calls = 0;
  let peak = base;
  return {
    sample() {
      if (++calls % every === 0) peak = Math.max(peak, liveHeap());
    },
    /** Growth of the live heap over the start, after a last collection. */
    growth() {
      peak = Math.max(peak, liveHeap());
      return peak - base;
    },
  };
}
