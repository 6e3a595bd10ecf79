import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from './session';

/**
 * The demo server's API as one demo user, to lay out what a flow's screens then act on or to
 * read back what a screen changed: `raw` answers the Response, `call` the reply's `data` (and
 * fails the flow on an error status).
 */
export async function demoApi(serverUrl: string, email: string) {
  const base = `${serverUrl}/api/v1`;
  const headers = { 'content-type': 'application/json', 'x-tenant': 'demo' };
  const signedIn = await fetch(`${base}/users/sign_in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user: { email, password: DEMO_PASSWORD } }),
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  const auth = { ...headers, authorization: `Bearer ${data.token}` };
  const raw = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${base}/${path}`, {
      method: init.method ?? 'GET',
      headers: auth,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await raw(path, { method, body });
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  return { raw, call };
}
