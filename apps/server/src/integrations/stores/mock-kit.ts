import type { FastifyRequest } from 'fastify';

/**
 * A slow store mock's pause: waits `ms`, or answers false at once when the request closes first
 * (the client hung up, so nothing must follow). Shared by the Tienda Nube and WooCommerce mocks.
 */
export const wait = (ms: number, req: FastifyRequest) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    req.raw.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
