import TextField from '@mui/material/TextField';
import type { SelectOption } from '../form/FormSelect';
import type { ListParams } from './use-list-params';

interface FilterSelectProps {
  field: string;
  label: string;
  allLabel: string;
  options: SelectOption[];
  params: ListParams;
}

/** A list filter whose value lives in the URL (`?status=active`). */
export function FilterSelect({ field, label, allLabel, options, params }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      id={`filter-${field}`}
      name={field}
      label={label}
      value={params.filters[field] ?? ''}
      onChange={(e) => params.setFilter(field, e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
