import TextField from '@mui/material/TextField';
import type { SelectOption } from '../form/FormSelect';
import type { ListParams } from './use-list-params';

/** One filter of a list: a URL field (`?status=active`) with its choices. */
export interface DataTableFilter {
  field: string;
  label: string;
  options: SelectOption[];
}

interface FilterSelectProps extends DataTableFilter {
  allLabel: string;
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
      sx={{ minWidth: 160, flexGrow: { xs: 1, sm: 0 } }}
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
