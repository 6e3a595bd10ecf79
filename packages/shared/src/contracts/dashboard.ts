import { z } from 'zod';
import { moneyString, requiredText } from '../validation/fields';
import { ZNotice } from './notice';

export const ZDashboardCarrier = z.object({
  name: z.string(),
  shipment_limit: z.number().int().nullable(),
  shipment_count: z.number().int(),
  shipments_left: z.number().int().nullable(),
});

export const ZDashboard = z.object({
  balance: moneyString(),
  total: z.number().int(),
  total_current_month: z.number().int(),
  active_users: z.number().int().nullable(),
  notices: z.array(ZNotice),
  carriers: z.array(ZDashboardCarrier).nullable(),
  current_month_by_carrier: z.record(z.string(), z.number().int()).nullable(),
  last_month_by_carrier: z.record(z.string(), z.number().int()).nullable(),
});
export type Dashboard = z.infer<typeof ZDashboard>;

export const ZSupportEmailForm = z.object({
  subject: requiredText(150),
  message: requiredText(5000),
});
export const ZSupportEmailRequest = z.object({ support: ZSupportEmailForm });
export type SupportEmailForm = z.infer<typeof ZSupportEmailForm>;
