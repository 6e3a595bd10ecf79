import { api, type TestApp } from './test-app';

/** The newest outbox e-mail to an address, read through the dev mailbox like a person would. */
export async function lastMailTo(t: TestApp, to: string, tenant = 'demo') {
  const res = await t.request('GET', api('dev/mailbox'), { tenant });
  const mail = (
    res.body.data as { to: string; subject: string; text: string; html: string }[]
  ).find((m) => m.to === to);
  return mail ?? null;
}

export function tokenFromMail(
  text: string,
  param: 'confirmation_token' | 'reset_password_token',
): string {
  const m = new RegExp(`${param}=([A-Za-z0-9_%-]+)`).exec(text);
  if (!m) throw new Error(`no ${param} in mail`);
  return decodeURIComponent(m[1]!);
}
