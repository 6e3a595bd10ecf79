/** The job queue's name for a shipment import (jobs/shipment-imports.jobs.ts defines it). */
export const SHIPMENT_IMPORT_JOB = 'shipment-import';
