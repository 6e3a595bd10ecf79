import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH_MIN, ADDRESS_SUGGESTIONS, type SavedAddress } from '@despacho/shared';
import { useAddresses } from '../../addresses/api/addresses';
import { useDebounced } from './use-debounced';

const oneLine = (a: SavedAddress) =>
  [`${a.street} ${a.number}`, a.neighborhood, a.city, a.postal_code].filter(Boolean).join(', ');

/**
 * "Use a saved address" (spec 2 §2): the 10 newest of the book on opening, the server's search
 * once 3 characters are typed; picking one fills the address below.
 */
export function SavedAddressPicker({
  id,
  onPick,
  disabled,
}: {
  id: string;
  onPick: (address: SavedAddress) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = useDebounced(input.trim());
  const search = typed.length >= ADDRESS_SEARCH_MIN ? typed : undefined;
  const list = useAddresses({ per_page: ADDRESS_SUGGESTIONS, page: 1, search });
  const options = open ? (list.data?.data ?? []) : [];
  return (
    <Autocomplete<SavedAddress, false, false, false>
      id={id}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      options={options}
      loading={open && list.isFetching}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_, address) => {
        if (address) onPick(address);
      }}
      // The server searches; the list shows exactly what it answered.
      filterOptions={(x) => x}
      getOptionLabel={(a) => a.aka || a.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={
        input.trim().length > 0 && !search
          ? t('wizard.address.searchMin', { count: ADDRESS_SEARCH_MIN })
          : t('wizard.address.noSaved')
      }
      loadingText={t('common.loading')}
      renderOption={({ key, ...props }, a) => (
        <li key={key} {...props}>
          <div>
            <Typography variant="body2" fontWeight={600}>
              {a.aka ? `${a.aka} · ${a.name}` : a.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {oneLine(a)}
            </Typography>
          </div>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('wizard.address.useSaved')}
          placeholder={t('wizard.address.useSavedHint')}
        />
      )}
    />
  );
}
