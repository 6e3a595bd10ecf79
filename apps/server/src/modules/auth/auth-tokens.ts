import type { Tx } from '../../db/client';
import type { TokenKind } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { insertToken, revokeUserTokens } from './auth.repository';

const HOUR = 3_600_000;
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  session: 30 * 24 * HOUR,
  confirmation: 3 * 24 * HOUR,
  reset: 2 * HOUR,
  email_change: 3 * 24 * HOUR,
};

/**
 * Issues an opaque token and stores only its hash. A new confirmation or reset token retires
 * the older ones, so only the newest e-mailed link works. `ttlMs` overrides the kind's lifetime
 * (a staff-made account's "create your password" link lasts longer than a forgotten-password one).
 */
export async function issueToken(
  tx: Tx,
  tenantId: number,
  userId: number,
  kind: TokenKind,
  ttlMs: number = TOKEN_TTL_MS[kind],
): Promise<string> {
  if (kind !== 'session') await revokeUserTokens(tx, userId, kind);
  const token = newOpaqueToken();
  await insertToken(tx, {
    tenantId,
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}
