import { formatMoney, type Centavos } from '@despacho/domain';
import type { Locale } from '@despacho/shared';
import { renderMail, type RenderedMail } from '../mail/mail-layout';

const money = (cents: Centavos, locale: Locale) => `${formatMoney(cents, locale)} MXN`;

/** To the tenant's `bank_email`: a proof waits for review (staff read Spanish first). */
export function proofReceivedMail(
  brand: string,
  p: { customer: string; email: string; amountCents: Centavos; date: string; files: number },
  link: string,
): RenderedMail {
  return renderMail(
    'es-MX',
    brand,
    {
      'es-MX': {
        subject: `Nuevo comprobante de transferencia: ${money(p.amountCents, 'es-MX')}`,
        lines: [
          `${p.customer} <${p.email}> envió un comprobante de transferencia bancaria.`,
          `Monto: ${money(p.amountCents, 'es-MX')}\nFecha de la transferencia: ${p.date}\nArchivos: ${p.files}`,
          'El depósito queda pendiente hasta que lo apruebes o rechaces.',
        ],
        button: 'Revisar comprobantes',
      },
      en: {
        subject: `New bank transfer proof: ${money(p.amountCents, 'en')}`,
        lines: [
          `${p.customer} <${p.email}> sent a bank transfer proof.`,
          `Amount: ${money(p.amountCents, 'en')}\nTransfer date: ${p.date}\nFiles: ${p.files}`,
          'The deposit stays pending until you approve or reject it.',
        ],
        button: 'Review proofs',
      },
    },
    link,
  );
}

/** To the account: the transfer was confirmed and the amount is in the balance. */
export function proofApprovedMail(
  locale: Locale,
  brand: string,
  p: { name: string; amountCents: Centavos; date: string },
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Tu transferencia de ${money(p.amountCents, 'es-MX')} fue acreditada`,
        lines: [
          `Hola ${p.name},`,
          `Revisamos tu comprobante de la transferencia del ${p.date} y abonamos ${money(p.amountCents, 'es-MX')} a tu saldo.`,
        ],
        button: 'Ver mis movimientos',
      },
      en: {
        subject: `Your ${money(p.amountCents, 'en')} transfer was credited`,
        lines: [
          `Hello ${p.name},`,
          `We reviewed the proof of your transfer of ${p.date} and credited ${money(p.amountCents, 'en')} to your balance.`,
        ],
        button: 'See my transactions',
      },
    },
    link,
  );
}

/** To the account: the proof was rejected, with staff's reason; nothing was credited. */
export function proofRejectedMail(
  locale: Locale,
  brand: string,
  p: { name: string; amountCents: Centavos; date: string; reason: string },
  link: string,
): RenderedMail {
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Tu comprobante de transferencia de ${money(p.amountCents, 'es-MX')} fue rechazado`,
        lines: [
          `Hola ${p.name},`,
          `No pudimos confirmar tu transferencia del ${p.date} por ${money(p.amountCents, 'es-MX')}, así que no se abonó a tu saldo.`,
          `Motivo: ${p.reason}`,
          'Si crees que es un error, envía un nuevo comprobante o contacta a soporte.',
        ],
        button: 'Enviar otro comprobante',
      },
      en: {
        subject: `Your ${money(p.amountCents, 'en')} transfer proof was rejected`,
        lines: [
          `Hello ${p.name},`,
          `We could not confirm your transfer of ${p.date} for ${money(p.amountCents, 'en')}, so nothing was credited to your balance.`,
          `Reason: ${p.reason}`,
          'If you think this is a mistake, send a new proof or contact support.',
        ],
        button: 'Send another proof',
      },
    },
    link,
  );
}
