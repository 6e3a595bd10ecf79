import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/FormTextField';
import { usePostalCodePlace } from '../api/lookup-postal-code';

interface PostalCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Mexico: the code is looked up in the postal catalogue and its place shown below. */
  mexico: boolean;
}

/** A postal code that, in Mexico, says where it is ("Monterrey, Nuevo León") or that it is unknown. */
export function PostalCodeField<T extends FieldValues>(props: PostalCodeFieldProps<T>) {
  const { t } = useTranslation();
  const value = String(useWatch({ control: props.control, name: props.name }) ?? '').trim();
  const place = usePostalCodePlace(value, props.mexico);
  let hint: string | undefined;
  if (props.mexico && /^\d{5}$/.test(value)) {
    if (place.data === null) hint = t('quotes.postalCodeUnknown');
    else if (place.data) {
      const where = place.data.city || place.data.municipality;
      hint = [where, place.data.state?.name].filter(Boolean).join(', ');
    }
  }
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      label={props.label}
      required
      autoComplete="postal-code"
      slotProps={{ htmlInput: { inputMode: props.mexico ? 'numeric' : 'text' } }}
      helperText={hint}
    />
  );
}
