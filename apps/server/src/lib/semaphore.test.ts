import { describe, expect, it } from 'vitest';
import { BusyError, Semaphore } from './semaphore';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('Semaphore', () => {
  it('runs at most `max` tasks at once and the rest in order', async () => {
    const gate = new Semaphore(2, 10);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        gate.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses work beyond the waiting line instead of queueing it forever', async () => {
    const gate = new Semaphore(1, 1);
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((r) => (release = r)));
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(BusyError);
    release();
    await first;
    expect(await second).toBe('second');
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
