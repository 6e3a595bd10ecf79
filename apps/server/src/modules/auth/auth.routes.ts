import {
  dataResponse,
  ZConfirmationRequest,
  ZConfirmEmailQuery,
  ZForgotPasswordRequest,
  ZOkResponse,
  ZPreferenceRequest,
  ZProfileRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZSignupRequest,
  ZUser,
} from '@despacho/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byBodyEmail, type RouteRateLimit } from '../../http/route-rate-limit';
import {
  confirmEmail,
  forgotPassword,
  resendConfirmation,
  resetPassword,
} from './password.service';
import { updateProfile } from './profile.service';
import { currentUser, signUp, updatePreference } from './registration.service';
import { SIGN_IN_RATE_LIMITS } from './sign-in-guard';
import { signIn, signOut } from './sign-in.service';

const tags = ['auth'];
const perIp = (name: string, max: number, windowSeconds = 60): RouteRateLimit => ({
  name,
  max,
  windowSeconds,
  by: 'ip',
});
/** Mail-sending forms: at most 3 e-mails to one address per 15 minutes, whoever asks. */
const perTargetEmail = (name: string): RouteRateLimit => ({
  name,
  max: 3,
  windowSeconds: 15 * 60,
  by: byBodyEmail,
});
const userResponse = { 200: dataResponse(ZUser) };
const okResponse = { 200: ZOkResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/sign_in',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMITS },
      schema: { tags, body: ZSignInRequest, response: { 200: ZSignInResponse } },
    },
    async (req) => ({ data: await signIn(req.ctx, req.body.user) }),
  );
  app.delete(
    '/sign_out',
    { config: { access: 'signed_in' }, schema: { tags, response: okResponse } },
    async (req) => ({ data: await signOut(req.ctx) }),
  );
  app.post(
    '/registrations',
    {
      config: { access: 'public', rateLimit: [perIp('sign-up-ip', 10, 3600)] },
      schema: { tags, body: ZSignupRequest, response: { 201: dataResponse(ZUser) } },
    },
    async (req, reply) => reply.code(201).send({ data: await signUp(req.ctx, req.body.user) }),
  );
  app.get(
    '/registrations',
    { config: { access: 'signed_in' }, schema: { tags, response: userResponse } },
    async (req) => ({ data: currentUser(req.ctx) }),
  );
  app.put(
    '/registrations',
    {
      config: { access: 'signed_in' },
      schema: { tags, body: ZProfileRequest, response: userResponse },
    },
    async (req) => ({ data: await updateProfile(req.ctx, req.body.user) }),
  );
  app.post(
    '/confirmations',
    {
      config: {
        access: 'public',
        rateLimit: [perIp('resend-ip', 10), perTargetEmail('resend-email')],
      },
      schema: { tags, body: ZConfirmationRequest, response: okResponse },
    },
    async (req) => ({ data: await resendConfirmation(req.ctx, req.body.user) }),
  );
  app.get(
    '/confirmations',
    {
      config: { access: 'public', rateLimit: [perIp('confirm-ip', 20)] },
      schema: { tags, querystring: ZConfirmEmailQuery, response: okResponse },
    },
    async (req) => ({ data: await confirmEmail(req.ctx, req.query.confirmation_token) }),
  );
  app.post(
    '/forgot_password',
    {
      config: {
        access: 'public',
        rateLimit: [perIp('forgot-ip', 10), perTargetEmail('forgot-email')],
      },
      schema: { tags, body: ZForgotPasswordRequest, response: okResponse },
    },
    async (req) => ({ data: await forgotPassword(req.ctx, req.body.user) }),
  );
  app.put(
    '/reset_password',
    {
      config: { access: 'public', rateLimit: [perIp('reset-ip', 10)] },
      schema: { tags, body: ZResetPasswordRequest, response: okResponse },
    },
    async (req) => ({ data: await resetPassword(req.ctx, req.body.user) }),
  );
  app.post(
    '/users/update_preference',
    {
      config: { access: 'signed_in' },
      schema: { tags, body: ZPreferenceRequest, response: userResponse },
    },
    async (req) => ({ data: await updatePreference(req.ctx, req.body.preference) }),
  );
};
