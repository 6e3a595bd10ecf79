import type { AnalyticsEmbed } from '@despacho/shared';
import { authorize, requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { settingValue } from '../settings/settings.service';
import { analyticsUrlProblem } from '../settings/analytics-url';
import { signEmbedToken } from './embed-token';

/** The external page's address as stored, when the run mode accepts it; null when unset. */
function usableUrl(value: string | null, mode: 'demo' | 'production'): URL | null {
  if (!value?.trim() || analyticsUrlProblem(value, mode)) return null;
  return new URL(value.trim());
}

/**
 * GET analytics/embed: when the tenant set `analytics_url`, that page's address with the
 * parameters spec 1 names — the user's e-mail, a 10-minute signed token (embed-token.ts), the
 * tenant id, the API's address and the light theme; null otherwise (the page draws its charts).
 * A value the run mode refuses (not https in production) counts as unset.
 */
export async function analyticsEmbed(ctx: ServiceContext): Promise<AnalyticsEmbed> {
  authorize(ctx, 'read', 'Analytics');
  const actor = requireActor(ctx);
  const url = usableUrl(await settingValue(ctx, 'analytics_url'), ctx.deps.config.mode);
  if (!url) return { url: null };
  const { config } = ctx.deps;
  url.searchParams.set('email', actor.email);
  url.searchParams.set(
    'token',
    signEmbedToken(config.appSecret, { uid: actor.id, tid: ctx.tenant.id }),
  );
  // The tenant as the API knows it (its X-Tenant header); the token carries the numeric id.
  url.searchParams.set('tenant_id', ctx.tenant.slug);
  url.searchParams.set('api_url', `${config.publicUrl}/api/v1`);
  url.searchParams.set('theme', 'light');
  return { url: url.toString() };
}
