import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { AppDeps } from './context';

/** Whom a limit counts: the client address, the signed-in user, or a value from the request. */
export type LimitBy = 'ip' | 'user' | ((req: FastifyRequest) => string | undefined);

export interface RouteRateLimit {
  /** Names the counter (`forgot-email`); the key adds the tenant and the counted value. */
  name: string;
  max: number;
  windowSeconds: number;
  by: LimitBy;
}

/** `{ user: { email } }` bodies: limits per target address (e-mail bombing a victim). */
export const byBodyEmail = (req: FastifyRequest): string | undefined => {
  const email = (req.body as { user?: { email?: unknown } } | undefined)?.user?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function valueOf(req: FastifyRequest, by: LimitBy): string | undefined {
  if (by === 'ip') return req.ip;
  if (by === 'user') return req.ctx?.actor ? String(req.ctx.actor.id) : undefined;
  return by(req);
}

/**
 * Counts every hit of a route with `config.rateLimit` in the shared store after its body is
 * validated, and answers 429 with Retry-After past any limit. A public write route without a
 * limit is a startup error: no unauthenticated write goes unlimited by omission.
 */
export function installRouteRateLimits(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: unknown; rateLimit?: unknown } | undefined;
    const methods = ([] as string[]).concat(route.method);
    if (config?.access === 'public' && methods.some((m) => WRITE_METHODS.has(m))) {
      if (!config.rateLimit) throw new Error(`public write route ${route.url} has no rateLimit`);
    }
  });
  app.addHook('preHandler', async (req) => {
    const limits = req.routeOptions.config.rateLimit;
    if (!limits?.length) return;
    const tenant = req.ctx?.tenant?.id ?? 0;
    const rules = limits.flatMap((l) => {
      const value = valueOf(req, l.by);
      return value === undefined
        ? []
        : [{ key: `${l.name}:${tenant}:${value}`, max: l.max, windowSeconds: l.windowSeconds }];
    });
    const wait = await deps.limiter.hit(rules);
    if (wait > 0) throw new AppError('rate_limited', undefined, { params: { seconds: wait } });
  });
}
