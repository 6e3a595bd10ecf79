import { useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { truncateReference } from '@despacho/shared';
import { ADDRESS_ENDS, prefixOf, type AddressEnd, type AddressesValues } from './address-values';

/**
 * Spec 2 §5: a reference over 35 characters is cut to 35 and the person told, before the
 * rules run. Wraps a form's submit; `truncated` says which address was cut (for its alert).
 */
export function useReferenceCut(
  form: UseFormReturn<AddressesValues>,
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | void,
) {
  const [truncated, setTruncated] = useState<Record<AddressEnd, boolean>>({
    origin: false,
    destination: false,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    for (const end of ADDRESS_ENDS) {
      const field = `${prefixOf(end)}.reference` as const;
      const cut = truncateReference(String(form.getValues(field) ?? ''));
      if (cut.truncated) {
        form.setValue(field, cut.value, { shouldDirty: true });
        setTruncated((prev) => ({ ...prev, [end]: true }));
      }
    }
    return submit(event);
  };
  const setCut = (end: AddressEnd, value: boolean) =>
    setTruncated((prev) => ({ ...prev, [end]: value }));
  return { truncated, setCut, onSubmit };
}
