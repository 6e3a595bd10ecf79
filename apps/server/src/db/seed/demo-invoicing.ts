import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { csds, settings } from '../schema';
import type { SecretBox } from '../../lib/secret-box';
import { readCsd } from '../../modules/fiscal/csd/read-csd';

/** SAT's public test CSD (ESCUELA KEMPER URGATE, valid 2023-05-18 → 2027-05-18). */
const DEMO_CSD_RFC = 'EKU9003173C9';
const DEMO_CSD_PASSWORD = '12345678a';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/sat/${name}`, import.meta.url));

/** Where the PAC mock answers inside the server in demo mode (integrations/pac/demo-mock). */
export const demoPacUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/__mocks/pac`;

/**
 * Invoicing on for the demo tenant, as the SAT test issuer EKU9003173C9 with SAT's test CSD,
 * stamping through the PAC mock: staff can generate a CFDI the moment the demo starts. The name
 * and expedition postal code are those of the SAT-valid fixture CFDI the sealing tests use.
 * These credentials mean nothing to SAT or a real PAC.
 */
export async function seedDemoInvoicing(
  tx: Tx,
  tenantId: number,
  secrets: SecretBox,
  publicUrl: string,
): Promise<void> {
  const values: [string, string, boolean][] = [
    ['invoicing', '1', false],
    ['invoicing_rfc', DEMO_CSD_RFC, false],
    ['invoicing_business_name', 'ESCUELA KEMPER URGATE', false],
    ['invoicing_fiscal_regime', '601', false],
    ['invoicing_postal_code', '86000', false],
    ['invoicing_pac_url', demoPacUrl(publicUrl), false],
    ['invoicing_api_key', 'demo', true],
    ['invoicing_api_secret', 'demo', true],
  ];
  for (const [key, value, secret] of values) {
    await tx
      .update(settings)
      .set({ value: secret ? secrets.encrypt(value) : value, updatedAt: new Date() })
      .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)));
  }
  await seedDemoCsd(tx, tenantId, secrets);
}

async function seedDemoCsd(tx: Tx, tenantId: number, secrets: SecretBox): Promise<void> {
  const key = fixture(`${DEMO_CSD_RFC}.key`);
  // Read like an upload, so the row holds exactly what the CSD screen would have stored.
  const result = readCsd({
    cer: fixture(`${DEMO_CSD_RFC}.cer`),
    key,
    password: DEMO_CSD_PASSWORD,
    expectedRfc: DEMO_CSD_RFC,
    // Past its expiry the demo still gets the CSD (sealing then fails with a clear reason).
    now: new Date('2026-01-01T00:00:00Z'),
  });
  if (!result.ok) throw new Error(`the demo CSD does not open: ${result.code}`);
  const { csd } = result;
  await tx.insert(csds).values({
    tenantId,
    rfc: csd.rfc,
    subjectName: csd.legalName,
    certificateNumber: csd.noCertificado,
    certificate: csd.certificateBase64,
    keyEncrypted: secrets.encrypt(key.toString('base64')),
    passwordEncrypted: secrets.encrypt(DEMO_CSD_PASSWORD),
    validFrom: csd.validFrom,
    validTo: csd.validTo,
  });
}
