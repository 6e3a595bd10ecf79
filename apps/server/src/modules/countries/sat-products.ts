import { stripAccents } from '@despacho/shared';
import { asc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { satProducts } from '../../db/schema';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';

/**
 * Common contents of parcels with their SAT c_ClaveProdServ keys (CFDI 4.0 catalogue): the demo
 * subset. The full catalogue (~52 k keys) is SAT's to publish; load it with the same table.
 */
const DEMO_SAT_PRODUCTS: [string, string][] = [
  ['01010101', 'No existe en el catálogo'],
  ['31181701', 'Empaques'],
  ['53102500', 'Accesorios de vestir'],
  ['53101600', 'Camisas'],
  ['53101500', 'Pantalones'],
  ['53111600', 'Zapatos'],
  ['43211500', 'Computadores'],
  ['43211507', 'Computadores de escritorio'],
  ['43211503', 'Computadores portátiles'],
  ['43191501', 'Teléfonos móviles'],
  ['52161500', 'Equipo audiovisual'],
  ['60141000', 'Juguetes'],
  ['55101500', 'Publicaciones impresas'],
  ['55101509', 'Revistas'],
  ['50202300', 'Bebidas no alcohólicas'],
  ['50181900', 'Pan y galletas'],
  ['51241200', 'Medicamentos dermatológicos'],
  ['53131600', 'Artículos de baño y cuidado personal'],
  ['53131619', 'Cosméticos'],
  ['56101500', 'Muebles'],
  ['52141500', 'Electrodomésticos de cocina'],
  ['27111700', 'Herramientas de mano'],
  ['25172500', 'Llantas y accesorios'],
  ['44121600', 'Suministros de escritorio'],
  ['14111500', 'Papel de imprenta y de escribir'],
  ['49161500', 'Equipo deportivo'],
  ['54101500', 'Joyería fina'],
  ['10191500', 'Productos para mascotas'],
  ['78102203', 'Servicios de envío, recogida o entrega de correo'],
  ['78101800', 'Transporte de carga por carretera'],
];

const searchText = (code: string, description: string) =>
  stripAccents(`${code} ${description}`).toLowerCase();

/** Loads the demo subset when the table is empty (demo mode only). */
export async function seedDemoSatProducts(database: Database): Promise<boolean> {
  const [any] = await database.db
    .select({ one: sql<number>`1` })
    .from(satProducts)
    .limit(1);
  if (any) return false;
  await database.db.insert(satProducts).values(
    DEMO_SAT_PRODUCTS.map(([code, description]) => ({
      code,
      description,
      searchText: searchText(code, description),
    })),
  );
  return true;
}

/** GET sat_products?search=: by key prefix or words of the description (accents ignored). */
export async function searchSatProducts(ctx: ServiceContext, search: string | undefined) {
  authorize(ctx, 'read', 'Country');
  const q = stripAccents(search?.trim() ?? '')
    .toLowerCase()
    .replace(/[%_\\]/g, '\\$&');
  const rows = await ctx.deps.db
    .select({ code: satProducts.code, description: satProducts.description })
    .from(satProducts)
    .where(
      q ? or(ilike(satProducts.code, `${q}%`), ilike(satProducts.searchText, `%${q}%`)) : undefined,
    )
    .orderBy(asc(satProducts.code))
    .limit(30);
  return rows;
}
