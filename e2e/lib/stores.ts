import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Carmen's demo Shopify shop (integrations/stores/demo-stores.ts). */
export const DEMO_SHOP = 'carmen-demo.myshopify.com';
export const DEMO_SHOP_NAME = 'Artesanías Carmen';

/** Polls until `holds` answers true (a list refreshing, a job finishing). */
export async function until(
  holds: () => Promise<boolean>,
  what: string,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The shipment rows of the list (each row's name starts with its expand button). */
export const shipmentRows = (page: Page) =>
  page.getByRole('row', { name: /^(Abrir envío|Open shipment) #/ });

/** The list's answer for the next request whose query holds every `where` given. */
export function listAnswer(page: Page, where: Record<string, string>) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith('/api/v1/shipments') || r.request().method() !== 'GET') return false;
    return Object.entries(where).every(([k, v]) => url.searchParams.get(`where[${k}]`) === v);
  });
}

export interface ListedShipment {
  id: number;
  sequential_id: number;
  source: string;
  source_number: string | null;
  step: string;
  store_id: number | null;
  tracking_number: string | null;
  fulfilment_status: string | null;
}

export async function listedShipments(answer: Awaited<ReturnType<typeof listAnswer>>) {
  assert.equal(answer.status(), 200);
  return ((await answer.json()) as { data: ListedShipment[] }).data;
}
