import { LOCALES } from '@despacho/shared';
import { z } from 'zod';
import type { AppDeps } from '../http/context';
import {
  failStaleShipmentImports,
  runShipmentImport,
} from '../modules/shipment-imports/import-run';
import { SHIPMENT_IMPORT_JOB } from '../modules/shipment-imports/shipment-import-job';
import type { JobQueue } from './job-queue';

export { SHIPMENT_IMPORT_JOB };
export const SHIPMENT_IMPORT_SWEEP_JOB = 'shipment-import-sweep';

/**
 * A spreadsheet import runs here, not in the request. No retries: a second run would find the
 * import no longer queued; a crash is reported on the import as failed by the run itself.
 */
export function defineShipmentImportJobs(jobs: JobQueue, deps: AppDeps): void {
  jobs.define({
    name: SHIPMENT_IMPORT_JOB,
    payload: z.object({
      tenantId: z.number().int(),
      importId: z.number().int(),
      locale: z.enum(LOCALES),
    }),
    handle: (data) => runShipmentImport(deps, data),
  });
  jobs.define({
    name: SHIPMENT_IMPORT_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    handle: async () => {
      await failStaleShipmentImports(deps);
    },
  });
}
