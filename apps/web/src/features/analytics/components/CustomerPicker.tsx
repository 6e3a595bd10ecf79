import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@despacho/shared';
import { useCustomerChoices } from '../api/customer-choices';

export interface CustomerChoice {
  id: number;
  label: string;
}

const choiceOf = (u: AdminUser): CustomerChoice => ({
  id: u.id,
  label: `${u.fullname || `${u.name} ${u.last_name}`.trim()} · ${u.email}`,
});

/** Staff: one account to narrow the figures to, found by e-mail as it is typed. */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: CustomerChoice | null;
  onChange: (choice: CustomerChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = input === value?.label ? '' : input.trim();
  const { data, isFetching } = useCustomerChoices(search, open);
  const options = (data ?? []).map(choiceOf);
  return (
    <Autocomplete
      id="analytics-customer"
      size="small"
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      noOptionsText={t('analytics.filters.noCustomers')}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      onChange={(_e, choice) => onChange(choice)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('analytics.filters.customer')}
          placeholder={t('analytics.filters.allCustomers')}
          helperText={t('analytics.filters.customerHelp')}
        />
      )}
    />
  );
}
