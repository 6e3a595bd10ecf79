import type { UserType } from '@despacho/shared';
import type { Database } from '../client';
import type { Logger } from '../../lib/logger';
import type { SecretBox } from '../../lib/secret-box';
import { hashPassword } from '../../lib/passwords';
import { createConfirmedUser } from '../../modules/auth/accounts.service';
import { createAddressRecords } from '../../modules/addresses/addresses.service';
import { createBankAccountRecord } from '../../modules/bank-accounts/bank-accounts.service';
import { createPackageRecords } from '../../modules/packages/packages.service';
import { post } from '../../modules/ledger/ledger.service';
import { codedDescription } from '../../modules/ledger/ledger-descriptions';
import { createNoticeRecord } from '../../modules/notices/notices.service';
import { createTenant, DEMO_TENANT, tenantBySlug } from '../../modules/tenants/tenants.service';
import { seedDemoGateways } from './demo-gateways';
import { seedDemoInvoicing } from './demo-invoicing';
import { seedDemoOwnAgreements } from './demo-own-agreements';
import { seedDemoStores } from './demo-stores';

export { DEMO_TENANT };
export const DEMO_PASSWORD = 'Despacho.2026';

const DEMO_USERS: { userType: UserType; name: string; lastName: string; company: string }[] = [
  { userType: 'developer', name: 'Daniela', lastName: 'Desarrollo', company: 'Despacho' },
  { userType: 'admin', name: 'Alberto', lastName: 'Administración', company: 'Despacho Demo' },
  { userType: 'operator', name: 'Óscar', lastName: 'Operaciones', company: 'Despacho Demo' },
  { userType: 'customer', name: 'Carmen', lastName: 'Clienta', company: 'Tienda Carmen' },
];

/**
 * The demo tenant: one confirmed account per role, a customer with 5,000.00 MXN from a cleared
 * deposit, two notices, two bank accounts, the gateways and invoicing (SAT test CSD) on the
 * mocks. Idempotent (skipped when `demo` exists) and
 * atomic (one transaction with the tenant's creation).
 */
export async function seedDemo(
  database: Database,
  secrets: SecretBox,
  log: Logger,
  /** The server's PUBLIC_URL: the demo PAC mock is reached there. */
  publicUrl = 'http://localhost:3000',
): Promise<boolean> {
  if (await tenantBySlug(database.db, DEMO_TENANT)) {
    log.debug('demo tenant present; seed skipped');
    return false;
  }
  // One hash for every demo account: the password is published anyway, and it is hashed once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await createTenant(
    database.db,
    secrets,
    {
      slug: DEMO_TENANT,
      name: 'Despacho Demo',
      supportEmail: 'soporte@despacho.test',
      admin: {
        email: 'main_admin@despacho.test',
        password: DEMO_PASSWORD,
        name: 'Mariana',
        lastName: 'Dirección',
      },
    },
    async (tx, tenant, mainAdmin) => {
      const byType: Partial<Record<UserType, number>> = { main_admin: mainAdmin.id };
      for (const u of DEMO_USERS) {
        const row = await createConfirmedUser(tx, tenant.id, {
          email: `${u.userType}@despacho.test`,
          passwordHash,
          name: u.name,
          lastName: u.lastName,
          company: u.company,
          phone: '8112345678',
          userType: u.userType,
        });
        byType[u.userType] = row.id;
      }
      await post(tx, {
        tenantId: tenant.id,
        userId: byType.customer!,
        type: 'deposit',
        amountCents: 500_000,
        status: 'cleared',
        ...codedDescription('demo_opening_balance'),
        createdBy: byType.admin!,
      });
      await createNoticeRecord(tx, tenant.id, {
        title: 'Bienvenido a Despacho',
        description:
          '<p>Cotiza, genera guías y rastrea tus envíos desde un solo lugar. Consulta la <a href="https://despacho.test/ayuda">guía de inicio</a>.</p>',
        notice_type: 'info',
        status: 'active',
      });
      await createNoticeRecord(tx, tenant.id, {
        title: 'Horario de días festivos',
        description:
          '<p>El <strong>16 de septiembre</strong> no habrá recolecciones; las guías generadas ese día se recolectan el siguiente día hábil.</p>',
        notice_type: 'warning',
        status: 'active',
      });
      await createBankAccountRecord(tx, tenant.id, {
        account_number: '0123456789',
        clabe: '012180001234567899',
        beneficiary: 'Despacho Demo S.A. de C.V.',
        rfc: 'DDE200101KX3',
      });
      await createBankAccountRecord(tx, tenant.id, {
        account_number: '0987654321',
        clabe: '072580009876543211',
        beneficiary: 'Despacho Demo S.A. de C.V.',
        rfc: 'DDE200101KX3',
      });
      await seedCustomerBook(tx, tenant.id, byType.customer!);
      await seedDemoGateways(tx, tenant.id, secrets);
      await seedDemoInvoicing(tx, tenant.id, secrets, publicUrl);
      await seedDemoStores(tx, tenant.id, byType.customer!, secrets);
      await seedDemoOwnAgreements(tx, tenant.id, byType.customer!);
    },
    { demoSeed: true },
  );
  log.info('demo tenant seeded (tenant "demo", password Despacho.2026)');
  return true;
}

/** Carmen's address book and boxes, so the wizard and the book have something to offer. */
async function seedCustomerBook(
  tx: Parameters<typeof createPackageRecords>[0],
  tenantId: number,
  customerId: number,
): Promise<void> {
  const base = { company: 'Tienda Carmen', calling_code: '52', country_code: 'MX' };
  await createAddressRecords(tx, tenantId, customerId, [
    {
      ...base,
      aka: 'Tienda Monterrey',
      name: 'Carmen Clienta',
      email: 'customer@despacho.test',
      phone: '8112345678',
      state: 'Nuevo León',
      city: 'Monterrey',
      neighborhood: 'Monterrey Centro',
      street: 'Av. Juárez',
      number: '1000',
      postal_code: '64000',
      reference: 'Entre Padre Mier y Morelos',
    },
    {
      ...base,
      aka: 'Cliente Roma Norte',
      name: 'Luisa Pérez',
      company: 'Café Orizaba',
      email: 'luisa@example.com',
      phone: '5512345678',
      state: 'Ciudad de México',
      city: 'Ciudad de México',
      neighborhood: 'Roma Norte',
      street: 'Orizaba',
      number: '20',
      interior_number: '3',
      postal_code: '06700',
    },
    {
      ...base,
      aka: 'Distribuidor Guadalajara',
      name: 'Jorge Ramírez',
      company: 'Distribuidora Tapatía',
      email: 'jorge@example.com',
      phone: '3312345678',
      state: 'Jalisco',
      city: 'Guadalajara',
      neighborhood: 'Americana',
      street: 'Av. Chapultepec',
      number: '150',
      postal_code: '44160',
    },
  ]);
  await createPackageRecords(tx, tenantId, customerId, [
    { name: 'Caja chica', length: 20, width: 15, height: 10, weight: 1, contents: 'Accesorios' },
    { name: 'Caja mediana', length: 40, width: 30, height: 20, weight: 3.2, contents: 'Ropa' },
    {
      name: 'Sobre',
      parcel_type: 'doc',
      length: 29.7,
      width: 5,
      height: 21,
      weight: 0.5,
      contents: 'Documentos',
    },
  ]);
}
