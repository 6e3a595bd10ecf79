import type { ReportKey } from '@despacho/shared';
import type { ReportDefinition } from '../report-definition';
import { carrierSettingLogsReport } from './carrier-setting-logs.report';
import { carriersReport } from './carriers.report';
import { overweightsReport } from './overweights.report';
import { fiscalDataReport } from './fiscal-data.report';
import { invoicesReport } from './invoices.report';
import { insurancesReport } from './insurances.report';
import { shipmentsReport } from './shipments.report';
import { transactionsReport } from './transactions.report';
import { usersReport } from './users.report';

/** Every report by key, in the order the page lists them (spec 1 §2). */
export const REPORTS: Record<ReportKey, ReportDefinition<never>> = {
  carriers: carriersReport,
  shipments: shipmentsReport,
  users: usersReport,
  fiscal_data: fiscalDataReport,
  transactions: transactionsReport,
  carrier_setting_logs: carrierSettingLogsReport,
  overweights: overweightsReport,
  invoices: invoicesReport,
  insurances: insurancesReport,
};
