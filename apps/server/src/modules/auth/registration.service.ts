import {
  LABEL_PRINTING_FORMATS,
  RFC_PATTERN,
  SIGNUP_QUESTIONS,
  type Locale,
  type SignupForm,
  type User,
  type ZPreferenceRequest,
} from '@despacho/shared';
import type { z } from 'zod';
import { withTenant } from '../../db/tenant-tx';
import { AppError, fieldError } from '../../http/app-error';
import { requireActor } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import { hashPassword } from '../../lib/passwords';
import { registerFlag } from '../settings/settings.service';
import { confirmationMail } from '../mail/mail-templates';
import { appLink } from '../mail/mail-links';
import { emailTaken, findUserById, referralCodeExists, updateUser } from './auth.repository';
import { issueToken } from './auth-tokens';
import { insertNewUser } from './accounts.service';
import { serializeUser } from './user.serializer';

/** POST registrations: a new, unconfirmed customer, and a confirmation e-mail in their language. */
export async function signUp(ctx: ServiceContext, input: SignupForm): Promise<User> {
  // The signup link is hidden while registration is closed; the API refuses it too.
  if ((await registerFlag(ctx)).value === '1') throw new AppError('registration_closed');
  const passwordHash = await hashPassword(input.password);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    if (await emailTaken(tx, input.email)) throw fieldError('email', 'v.taken');
    const referredBy = input.referred_by?.toUpperCase() ?? null;
    if (referredBy && !(await referralCodeExists(tx, referredBy))) {
      throw fieldError('referred_by', 'v.referral_unknown');
    }
    const questions = (Object.keys(SIGNUP_QUESTIONS) as (keyof typeof SIGNUP_QUESTIONS)[])
      .filter((q) => input[q])
      .map((q) => ({ question: q, answer: String(input[q]) }));
    const locale: Locale = input.locale ?? ctx.locale;
    const user = await insertNewUser(tx, ctx.tenant.id, {
      email: input.email,
      passwordHash,
      name: input.name,
      lastName: input.last_name,
      phone: input.phone,
      company: input.company ?? '',
      userType: 'customer',
      locale,
      referredBy,
      questions,
      confirmed: false,
    });
    const token = await issueToken(tx, ctx.tenant.id, user.id, 'confirmation');
    const link = appLink(ctx, '/confirm', { confirmation_token: token });
    const mail = confirmationMail(locale, ctx.tenant.name, user.name, link);
    await ctx.deps.mailer.send(tx, { tenantId: ctx.tenant.id, to: user.email, ...mail });
    return serializeUser(user);
  });
}

/**
 * GET registrations: the signed-in user as this request's session lookup read it, so the
 * balance is current as of this request without a second query.
 */
export function currentUser(ctx: ServiceContext): User {
  return serializeUser(requireActor(ctx));
}

type PreferenceInput = z.infer<typeof ZPreferenceRequest>['preference'];

/**
 * Each key's own rule: a language we speak, a label format we print, an address id (the
 * default origin, issue 25; whose book it is in is checked when the wizard reads it, through
 * the addresses area) or nothing, an RFC or nothing.
 */
function checkPreference(input: PreferenceInput): void {
  const value = input.value.trim();
  const ok =
    input.key === 'locale'
      ? value === 'es-MX' || value === 'en'
      : input.key === 'label_printing_format'
        ? (LABEL_PRINTING_FORMATS as readonly string[]).includes(value)
        : input.key === 'origin_address_id'
          ? value === '' || /^[1-9]\d{0,9}$/.test(value)
          : value === '' || RFC_PATTERN.test(value.toUpperCase());
  if (!ok) throw fieldError('value', input.key.endsWith('_rfc') ? 'v.rfc' : 'v.invalid_value');
}

/** POST users/update_preference: one key at a time; `locale` also sets the e-mail language. */
export async function updatePreference(ctx: ServiceContext, input: PreferenceInput): Promise<User> {
  const actor = requireActor(ctx);
  checkPreference(input);
  return withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => {
    const user = await findUserById(tx, actor.id);
    if (!user) throw new AppError('unauthenticated');
    const value = input.key.endsWith('_rfc')
      ? input.value.trim().toUpperCase()
      : input.value.trim();
    const preferences = { ...user.preferences, [input.key]: value };
    const patch: Parameters<typeof updateUser>[2] = { preferences };
    if (input.key === 'locale') patch.locale = value;
    return serializeUser(await updateUser(tx, user.id, patch));
  });
}
