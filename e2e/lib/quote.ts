import type { Page } from 'playwright-core';

/** A parcel as the quote form takes it (cm and kg, as typed). */
export interface QuoteParcel {
  length: string;
  width: string;
  height: string;
  weight: string;
}

/** Quotes from 64000 on /quotes/new in Spanish: both countries México, a box of `parcel`. */
export async function quoteOnPage(
  page: Page,
  destination: string,
  parcel: QuoteParcel,
): Promise<void> {
  await page.goto('/quotes/new');
  await page.getByRole('heading', { name: 'Cotizar envío' }).waitFor();
  // Both countries start as Mexico once the list is in.
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLSelectElement>('select[name="origin_country_id"]')
        ?.selectedOptions[0]?.text === 'México',
  );
  await page.locator('input[name="origin_postal_code"]').fill('64000');
  await page.locator('input[name="destination_postal_code"]').fill(destination);
  for (const [field, value] of Object.entries(parcel))
    await page.locator(`input[name="${field}"]`).fill(value);
  await page.getByRole('button', { name: 'Cotizar' }).click();
}
