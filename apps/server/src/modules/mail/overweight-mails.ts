import { formatMoney, type Centavos } from '@despacho/domain';
import type { Locale } from '@despacho/shared';
import { renderMail, type RenderedMail } from './mail-layout';

const money = (cents: Centavos, locale: Locale) => `${formatMoney(cents, locale)} MXN`;

export interface OverweightChargedFacts {
  name: string;
  shipmentNumber: number;
  trackingNumber: string;
  kilos: number;
  amountCents: Centavos;
  balanceCents: Centavos;
  /** The evidence's description, when staff attached evidence. */
  evidence: string | null;
}

/**
 * To the account: an overweight was charged to its balance. The outbox keeps text only (no
 * attachments), so the evidence is named here and reached through the button (the overweights
 * page, where the file downloads after signing in).
 */
export function overweightChargedMail(
  locale: Locale,
  brand: string,
  p: OverweightChargedFacts,
  link: string,
): RenderedMail {
  const kg = (n: number) => `${n} kg`;
  return renderMail(
    locale,
    brand,
    {
      'es-MX': {
        subject: `Cargo por sobrepeso del envío ${p.shipmentNumber}`,
        lines: [
          `Hola ${p.name},`,
          `La paquetería reportó sobrepeso en tu envío ${p.shipmentNumber} (guía ${p.trackingNumber}): ${kg(p.kilos)} más de lo que pagó la guía.`,
          `Descontamos ${money(p.amountCents, 'es-MX')} de tu saldo. Tu saldo ahora es ${money(p.balanceCents, 'es-MX')}.`,
          p.evidence
            ? `Evidencia de la paquetería: ${p.evidence}. Puedes descargarla en la sección de sobrepesos.`
            : 'Puedes ver el detalle en la sección de sobrepesos.',
        ],
        button: 'Ver mis sobrepesos',
      },
      en: {
        subject: `Overweight charge on shipment ${p.shipmentNumber}`,
        lines: [
          `Hello ${p.name},`,
          `The carrier reported an overweight on your shipment ${p.shipmentNumber} (tracking number ${p.trackingNumber}): ${kg(p.kilos)} more than the label paid for.`,
          `We deducted ${money(p.amountCents, 'en')} from your balance. Your balance is now ${money(p.balanceCents, 'en')}.`,
          p.evidence
            ? `The carrier's evidence: ${p.evidence}. You can download it in the overweights section.`
            : 'You can see the details in the overweights section.',
        ],
        button: 'See my overweights',
      },
    },
    link,
  );
}
