import { z } from 'zod';
import { decimal } from '../forms/form-fields';
import { registerValidationMessages } from '../validation/messages';

/** A service's weight price table (spec 3 §3, rating.md §2): the three layer prices per kg. */
const money = () => decimal({ min: 0, decimals: 2 });
const moneyOut = z.string();

export const ZServicePriceInput = z.object({
  kg: decimal({ min: 0.001, max: 10_000, decimals: 3 }),
  price: money(),
  /** The tenant's cost: owners, or an admin when the service has `edit_admin_cost`. */
  admin_cost: money().optional(),
  /** The system price: developer and main admin only. */
  main_admin_cost: money().optional(),
  /** The writer's decision to save a row whose price is below a cost layer (issue 20). */
  confirm_below_cost: z.boolean({ error: 'v.invalid_type' }).optional(),
});
export type ServicePriceInput = z.input<typeof ZServicePriceInput>;
export const ZServicePriceRequest = z.object({ service_price: ZServicePriceInput });

export const ZServicePrice = z.object({
  id: z.number().int(),
  kg: z.number(),
  price: moneyOut,
  admin_cost: moneyOut,
  /** Main admin and developer only. */
  main_admin_cost: moneyOut.optional(),
  /**
   * Price under a cost layer the viewer sees (admins: the cost; owners: every layer)..
   */
  below_cost: z.boolean(),
});
export type ServicePrice = z.infer<typeof ZServicePrice>;

export const ZImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof ZImportResult>;

/** What a price-table import saved: the rows, and how many of them sell below cost. */
export const ZServicePriceImportResult = ZImportResult.extend({
  below_cost: z.number().int(),
});
export type ServicePriceImportResult = z.infer<typeof ZServicePriceImportResult>;

export const PRICE_ROW_CHANGES = ['new', 'changed', 'unchanged', 'removed'] as const;
export type PriceRowChange = (typeof PRICE_ROW_CHANGES)[number];

/** One row of an import preview: the row as it would be saved (or removed). */
export const ZServicePricePreviewRow = z.object({
  kg: z.number(),
  price: moneyOut,
  admin_cost: moneyOut,
  main_admin_cost: moneyOut.optional(),
  below_cost: z.boolean(),
  change: z.enum(PRICE_ROW_CHANGES),
});
export type ServicePricePreviewRow = z.infer<typeof ZServicePricePreviewRow>;

export const ZServicePricePreview = z.object({
  rows: z.array(ZServicePricePreviewRow),
  counts: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    removed: z.number().int(),
    below_cost: z.number().int(),
  }),
});
export type ServicePricePreview = z.infer<typeof ZServicePricePreview>;

/** The import's columns per role (the first name of each is the one the example file uses). */
export const PRICE_COLUMN_NAMES = {
  kg: ['kg', 'peso'],
  price: ['precio', 'price'],
  admin_cost: ['costo', 'cost', 'admin_cost'],
  main_admin_cost: ['costo_principal', 'main_admin_cost'],
} as const;
export type PriceColumn = keyof typeof PRICE_COLUMN_NAMES;

registerValidationMessages({
  'es-MX': {
    'v.price_below_cost': 'El precio {{price}} está por debajo del costo {{cost}}',
    'v.price_below_main_cost': 'El precio {{price}} está por debajo del costo principal {{cost}}',
    'v.cost_below_main_cost': 'El costo {{cost}} está por debajo del costo principal {{main}}',
    'v.below_main_cost_hidden':
      'Está por debajo del costo que fijó el administrador principal para este peso',
    'v.confirm_below_cost': 'Hay precios por debajo del costo: confirma que quieres guardarlos así',
    'v.new_kg_needs_cost':
      'Este peso no está en la tabla y su costo lo fija el administrador principal: pídele que lo agregue o que active «Editar costo» en el servicio',
    'v.import_header_missing': 'La primera fila debe tener los encabezados: {{needs}}',
    'v.import_columns':
      'El archivo tiene las columnas {{has}}; para tu rol debe tener exactamente {{needs}}',
  },
  en: {
    'v.price_below_cost': 'The price {{price}} is below the cost {{cost}}',
    'v.price_below_main_cost': 'The price {{price}} is below the main cost {{cost}}',
    'v.cost_below_main_cost': 'The cost {{cost}} is below the main cost {{main}}',
    'v.below_main_cost_hidden': 'It is below the cost the main administrator set for this weight',
    'v.confirm_below_cost': 'Some prices are below cost: confirm that you want to save them',
    'v.new_kg_needs_cost':
      'This weight is not in the table and its cost is set by the main administrator: ask them to add it or to turn on "Edit cost" on the service',
    'v.import_header_missing': 'The first row must hold the headers: {{needs}}',
    'v.import_columns':
      'The file has the columns {{has}}; for your role it must have exactly {{needs}}',
  },
});
