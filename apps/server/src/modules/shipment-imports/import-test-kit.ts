import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { shipmentImports, shipments, storedFiles } from '../../db/schema';
import { withTenant } from '../../db/tenant-tx';
import { hashPassword } from '../../lib/passwords';
import { createConfirmedUser } from '../auth/accounts.service';
import { multipartFile } from '../../../test/helpers/multipart';
import {
  api,
  createTestApp,
  PASSWORD,
  type RequestOptions,
  type TestApp,
} from '../../../test/helpers/test-app';
import { COLUMNS } from './import-columns';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The example's headings, and a column's position among them. */
export const headings = COLUMNS.map((c) => c.es);
export const col = (heading: string) => headings.indexOf(heading);

export async function sheet(header: string[], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Envios');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * A test app with the demo catalogue and postal codes, the job queue running (imports are jobs)
 * and a second customer of the demo tenant (Ramón, with no saved addresses).
 */
export async function importTestApp() {
  const t: TestApp = await createTestApp({
    demoCatalogue: true,
    startJobs: true,
    jobOptions: { pollingIntervalSeconds: 1 },
  });
  const passwordHash = await hashPassword(PASSWORD);
  await withTenant(t.database.db, t.demoTenantId, (tx) =>
    createConfirmedUser(tx, t.demoTenantId, {
      email: 'ramon@despacho.test',
      passwordHash,
      name: 'Ramón',
      lastName: 'Otro Cliente',
      userType: 'customer',
    }),
  );
  const signIn = await t.request('POST', api('users/sign_in'), {
    ip: '10.96.0.1',
    body: { user: { email: 'ramon@despacho.test', password: PASSWORD } },
  });
  const otherCustomerToken: string = signIn.body.data.token;

  const upload = (bytes: Buffer, filename: string, opts: RequestOptions = { as: 'customer' }) => {
    const form = multipartFile('files[]', filename, XLSX, bytes);
    return t.request('POST', api('shipments/imports'), {
      ...opts,
      body: form.body,
      headers: { ...form.headers, ...(opts.headers ?? {}) },
    });
  };

  /** Polls the import as the web app does until the job has finished it. */
  const finished = async (id: number, opts: RequestOptions = { as: 'customer' }) => {
    for (let i = 0; i < 300; i++) {
      const res = await t.request('GET', api(`shipments/imports/${id}`), opts);
      expect(res.status).toBe(200);
      if (res.body.data.status === 'done' || res.body.data.status === 'failed')
        return res.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} did not finish`);
  };

  const importedShipments = () =>
    withTenant(t.database.db, t.demoTenantId, (tx) =>
      tx.select().from(shipments).where(eq(shipments.source, 'import')).orderBy(shipments.id),
    );

  /** The import's file id (null once discarded) and the import files still stored. */
  const storedFileOf = (importId: number) =>
    withTenant(t.database.db, t.demoTenantId, async (tx) => {
      const [row] = await tx
        .select({ fileId: shipmentImports.fileId })
        .from(shipmentImports)
        .where(eq(shipmentImports.id, importId));
      const files = await tx
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(like(storedFiles.storageKey, '%/shipment-imports/%'));
      return { fileId: row?.fileId ?? null, importFiles: files.length };
    });

  return { t, otherCustomerToken, upload, finished, importedShipments, storedFileOf };
}
