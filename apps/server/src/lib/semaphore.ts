/** Thrown when more work waits than the semaphore accepts; the edge answers 503 "busy". */
export class BusyError extends Error {
  constructor() {
    super('too much work waiting');
    this.name = 'BusyError';
  }
}

/**
 * At most `max` tasks at once, at most `maxWaiting` in line; the rest are refused at once. Keeps
 * CPU-heavy work (password hashing) from starving every other request on a small machine.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw new BusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next task, or give it back.
      if (next) next();
      else this.active -= 1;
    }
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
