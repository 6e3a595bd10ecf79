import { z } from 'zod';

export const OWN_AGREEMENTS_PRICE = { min: 0, step: 0.01 } as const;

/**
 * Own-agreements price dialog (spec 3 §5), with the spec's own texts: 'El precio es requerido',
 * 'Debe ser un número válido', 'El precio debe ser mayor o igual a 0'; step 0.01 = 2 decimals.
 */
export const ZOwnAgreementsPriceForm = z.object({
  own_agreements_price: z
    .union([z.number(), z.string()], { error: 'v.price_required' })
    .superRefine((v, ctx) => {
      const s = typeof v === 'number' ? String(v) : v.trim();
      if (s === '') return void ctx.addIssue({ code: 'custom', message: 'v.price_required' });
      if (!/^-?\d+(\.\d+)?$/.test(s) || !Number.isFinite(Number(s)))
        return void ctx.addIssue({ code: 'custom', message: 'v.number' });
      if (Number(s) < OWN_AGREEMENTS_PRICE.min)
        return void ctx.addIssue({ code: 'custom', message: 'v.price_min' });
      if (!/^-?\d+(\.\d{1,2})?$/.test(s)) ctx.addIssue({ code: 'custom', message: 'v.price_step' });
    })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim())),
});
