import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReportUnsaved } from '../../../components/form/unsaved-changes';
import { useSatProducts, type SatProduct } from '../api/search-sat-products';
import { useDebounced } from './use-debounced';

const labelOf = (p: SatProduct) => (p.description ? `${p.code} — ${p.description}` : p.code);

/**
 * The SAT product key (c_ClaveProdServ) of the contents: searched by key or words, shown as
 * "key — description", kept as the key.
 */
export function SatProductField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController({ control, name });
  useReportUnsaved(fieldState.isDirty && !formState.isSubmitting);
  const code = String(field.value ?? '');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const results = useSatProducts(search, open);
  // The kept key's description, looked up once (the search takes a key prefix).
  const known = useSatProducts(code, code !== '');
  const description = known.data?.find((p) => p.code === code)?.description ?? '';
  const selected = useMemo(() => (code ? { code, description } : null), [code, description]);
  return (
    <Autocomplete<SatProduct, false, false, false>
      id={`field-${name}`}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      options={open ? (results.data ?? []) : []}
      loading={open && results.isFetching}
      value={selected}
      onChange={(_, picked) => field.onChange(picked?.code ?? '')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      noOptionsText={t('wizard.parcel.noSatProducts')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={t('wizard.parcel.satProductHint')}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
