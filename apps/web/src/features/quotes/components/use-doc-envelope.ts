import { useEffect } from 'react';
import { DOC_ENVELOPE } from '@despacho/shared';

/** The part of a react-hook-form form this needs (method syntax: any form with these fields). */
interface MeasuredForm {
  setValue(name: 'length' | 'width' | 'height' | 'weight', value: string): void;
  clearErrors(name: 'length' | 'width' | 'height' | 'weight'): void;
  getValues(name: 'weight'): unknown;
}

/**
 * A document is the envelope (rating.md §3): when the type becomes `doc` the box's typed sides
 * are dropped, and its weight too unless it is one a document may have (≤ 0.5 kg, e.g. from a
 * document template) — a 3 kg box's weight must not make it a document over 0.5 kg on a field
 * no longer shown. The quote form and the parcel step share it.
 */
export function useDocEnvelope(form: MeasuredForm, parcelType: unknown): void {
  useEffect(() => {
    if (parcelType !== 'doc') return;
    const clear = (field: 'length' | 'width' | 'height' | 'weight') => {
      form.setValue(field, '');
      form.clearErrors(field);
    };
    clear('length');
    clear('width');
    clear('height');
    const weight = Number(String(form.getValues('weight') ?? '').trim());
    if (!(weight > 0 && weight <= DOC_ENVELOPE.maxWeight)) clear('weight');
  }, [parcelType, form]);
}
