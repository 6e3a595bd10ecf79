import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Despacho.2026';

/** Signs in through the login form and waits for the dashboard (at any screen size). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
  await page.getByRole('heading', { name: /^(Tablero|Dashboard)$/ }).waitFor();
}

/** The links of the signed-in drawer, as a person reads them. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((s) => s.trim());
}

/** Reads the newest outbox e-mail to `to` and returns the first link in it to our server. */
export async function linkFromMailbox(
  baseUrl: string,
  to: string,
  pathPart: string,
  tenant = 'demo',
): Promise<string> {
  for (let i = 0; i < 20; i++) {
    // The demo mailbox is per tenant, like everything else.
    const res = await fetch(`${baseUrl}/api/v1/dev/mailbox`, { headers: { 'x-tenant': tenant } });
    const body = (await res.json()) as { data: { to: string; html: string; text: string }[] };
    const mail = body.data.find((m) => m.to === to && (m.html + m.text).includes(pathPart));
    if (mail) {
      const match = (mail.text + mail.html).match(
        new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`),
      );
      assert.ok(match, `no ${pathPart} link in the e-mail to ${to}`);
      return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} with ${pathPart} in the outbox`);
}
