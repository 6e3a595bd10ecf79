import { createMongoAbility, type RawRuleOf } from '@casl/ability';
import { localeFromAcceptLanguage, rulesFor, TENANT_HEADER } from '@despacho/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { resolveSession, sessionUserByHash } from '../modules/auth/accounts.service';
import { hashToken } from '../lib/tokens';
import { looksLikeApiKey } from '../modules/api-keys/api-key-generator';
import { resolveApiKey } from '../modules/api-keys/api-key-auth';
import { partnerRateRules } from '../modules/partner/partner-limits';
import { partnerRoute } from '../modules/partner/partner-routes';
import { cachedTenantBySlug } from '../modules/tenants/tenants.service';
import { AppError } from './app-error';
import type { Access, AppAbility, AppDeps, ServiceContext } from './context';

const NOBODY = createMongoAbility<AppAbility>([]);
const abilities = new Map<string, AppAbility>();

/**
 * The user's permissions from the shared matrix. They depend only on role and id, so each is
 * built once and reused by that user's later requests (a bounded cache).
 */
export function abilityFor(user: UserRow | null): AppAbility {
  if (!user) return NOBODY;
  const key = `${user.userType}:${user.id}`;
  let ability = abilities.get(key);
  if (!ability) {
    if (abilities.size >= 10_000) abilities.clear();
    const rules = rulesFor({ id: user.id, user_type: user.userType as never });
    ability = createMongoAbility<AppAbility>(rules as RawRuleOf<AppAbility>[]);
    abilities.set(key, ability);
  }
  return ability;
}

/**
 * A partner key: the X-Api-Key header, or a Bearer value shaped like a key (`dsp_…`); sessions
 * never start that way. An X-Api-Key that is not a key is still a (bad) key.
 */
function apiKeyOf(req: FastifyRequest, token: string | null): string | null {
  const raw = req.headers['x-api-key'];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (header) return header;
  return token && looksLikeApiKey(token) ? token : null;
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)/i.exec(header);
  return match?.[1] && match[1].length <= 200 ? match[1] : null;
}

/**
 * Builds `req.ctx` for every API route before the body is even read: tenant from X-Tenant,
 * actor from the Bearer token, abilities from the shared matrix, language from Accept-Language.
 * Then enforces the route's declared access so no handler runs unguarded.
 */
export function installRequestContext(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    if (config.tenant === false) return;
    const locale = localeFromAcceptLanguage(req.headers['accept-language']);
    const rawSlug = req.headers[TENANT_HEADER];
    const slug = (Array.isArray(rawSlug) ? rawSlug[0] : rawSlug)?.trim().toLowerCase();
    if (!slug) throw new AppError('tenant_missing');
    const tenant = /^[a-z0-9-]{1,40}$/.test(slug) ? await cachedTenantBySlug(deps.db, slug) : null;
    if (!tenant)
      throw new AppError('tenant_unknown', undefined, { params: { slug: slug.slice(0, 40) } });

    const access = config.access;
    if (!access) throw new Error(`route ${req.routeOptions.url} declares no access rule`);
    const token = bearer(req);
    const base = { deps, tenant, locale, ip: req.ip, log: req.log };
    const key = apiKeyOf(req, token);
    if (key) return keyContext(req, key, base);
    if (token && config.sessionJoin && access !== 'public') {
      const tokenHash = hashToken(token);
      req.ctx = {
        ...base,
        actor: null,
        sessionTokenHash: tokenHash,
        pendingSession: { tokenHash, access },
        ability: NOBODY,
      };
      return;
    }
    const session = token ? await resolveSession(deps.exec, tenant, token) : null;
    const actor = session?.user ?? null;
    req.ctx = {
      ...base,
      actor,
      sessionTokenHash: session?.tokenHash ?? null,
      ability: abilityFor(actor),
    };
    enforceAccess(req.ctx, access);
  });
}

type BaseContext = Pick<ServiceContext, 'deps' | 'tenant' | 'locale' | 'ip' | 'log'>;

/**
 * A partner key's request: the key's owner is the actor, only on the partner routes, counted
 * against the key's limits. Unknown, deleted or another tenant's key: 401. A purchase by key
 * needs an Idempotency-Key (a retried request must never charge twice).
 */
async function keyContext(req: FastifyRequest, key: string, base: BaseContext): Promise<void> {
  const caller = looksLikeApiKey(key) ? await resolveApiKey(base.deps, base.tenant, key) : null;
  if (!caller) throw new AppError('unauthenticated');
  req.ctx = {
    ...base,
    actor: caller.user,
    sessionTokenHash: null,
    apiKey: caller.apiKey,
    ability: abilityFor(caller.user),
  };
  const flags = partnerRoute(req.method, req.routeOptions.url);
  if (!flags) throw new AppError('api_key_route_forbidden');
  const wait = await base.deps.limiter.hit(
    partnerRateRules(base.tenant.id, caller.apiKey.id, flags),
  );
  if (wait > 0) throw new AppError('rate_limited', undefined, { params: { seconds: wait } });
  if (flags.idempotencyRequired && !req.headers['idempotency-key']) {
    throw new AppError('validation_failed', undefined, {
      fields: { 'Idempotency-Key': ['v.idempotency_key_required'] },
    });
  }
  enforceAccess(req.ctx, req.routeOptions.config.access!);
}

function enforceAccess(ctx: ServiceContext, access: Access): void {
  if (access === 'public') return;
  if (!ctx.actor) throw new AppError('unauthenticated');
  if (access !== 'signed_in' && !ctx.ability.can(access.action, access.model)) {
    throw new AppError('forbidden');
  }
}

/**
 * A `sessionJoin` route found its caller (or nobody) in its own first query: the context gets
 * the actor, and the route's access rule is enforced exactly as the request hook would have.
 */
export function completeSession(ctx: ServiceContext, user: UserRow | null): void {
  const pending = ctx.pendingSession;
  if (!pending) return;
  ctx.pendingSession = null;
  ctx.actor = user;
  ctx.ability = abilityFor(user);
  if (!user) ctx.sessionTokenHash = null;
  enforceAccess(ctx, pending.access);
}

/** The plain session lookup for a `sessionJoin` route that stops before its own query. */
export async function resolvePendingSession(ctx: ServiceContext): Promise<void> {
  const pending = ctx.pendingSession;
  if (!pending) return;
  completeSession(ctx, await sessionUserByHash(ctx.deps.exec, ctx.tenant.id, pending.tokenHash));
}
