import { formatMoney, type Centavos } from '@despacho/domain';
import type { Locale } from '@despacho/shared';
import { renderMail, type RenderedMail } from '../mail/mail-layout';

const money = (cents: Centavos, locale: Locale) => `${formatMoney(cents, locale)} MXN`;

interface InvoiceMailFacts {
  name: string;
  transactionNumber: number;
  amountCents: Centavos;
}

/** To the customer: the request was rejected, with staff's reason; they may ask again. */
export function invoiceRejectedMail(
  locale: Locale,
  brand: string,
  p: InvoiceMailFacts & { reason: string },
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Tu solicitud de factura de la transacción ${p.transactionNumber} fue rechazada`,
        lines: [
          `Hola ${p.name},`,
          `No pudimos emitir la factura de tu recarga de ${money(p.amountCents, 'es-MX')} (transacción ${p.transactionNumber}).`,
          `Motivo: ${p.reason}`,
          'Corrige lo necesario (por ejemplo tus datos fiscales) y vuelve a solicitarla desde Mis transacciones.',
        ],
        button: 'Ver mis transacciones',
      },
      en: {
        subject: `Your invoice request for transaction ${p.transactionNumber} was rejected`,
        lines: [
          `Hello ${p.name},`,
          `We could not issue the invoice of your ${money(p.amountCents, 'en')} top-up (transaction ${p.transactionNumber}).`,
          `Reason: ${p.reason}`,
          'Fix what is needed (your fiscal data, for example) and request it again from My transactions.',
        ],
        button: 'See my transactions',
      },
    },
    link,
  );
}

/** To the customer: the CFDI is stamped and ready to download. */
export function invoiceGeneratedMail(
  locale: Locale,
  brand: string,
  p: InvoiceMailFacts & { uuid: string },
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Tu factura de la transacción ${p.transactionNumber} está lista`,
        lines: [
          `Hola ${p.name},`,
          `Emitimos la factura de tu recarga de ${money(p.amountCents, 'es-MX')} (transacción ${p.transactionNumber}).`,
          `Folio fiscal: ${p.uuid}`,
          'Descárgala (XML y PDF) desde Facturas.',
        ],
        button: 'Ver mis facturas',
      },
      en: {
        subject: `Your invoice for transaction ${p.transactionNumber} is ready`,
        lines: [
          `Hello ${p.name},`,
          `We issued the invoice of your ${money(p.amountCents, 'en')} top-up (transaction ${p.transactionNumber}).`,
          `Fiscal folio: ${p.uuid}`,
          'Download it (XML and PDF) from Invoices.',
        ],
        button: 'See my invoices',
      },
    },
    link,
  );
}
