import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './use-list-params';

/** On a phone there are no column headers: sorting is one select ("Título ↑", "Título ↓"…). */
export function SortSelect({
  params,
  columns,
}: {
  params: ListParams;
  columns: { id: string; label: string }[];
}) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  const value = params.sort ? `${params.sort.field} ${params.sort.dir}` : '';
  return (
    <TextField
      select
      size="small"
      id="list-sort"
      label={t('table.sortBy')}
      value={value}
      onChange={(e) => {
        const [field = '', dir] = e.target.value.split(' ');
        params.setSort(field ? { field, dir: dir === 'desc' ? 'desc' : 'asc' } : null);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flexGrow: 1 }}
    >
      {!params.sort && <option value="">{t('table.sortDefault')}</option>}
      {params.sort && !columns.some((c) => c.id === params.sort?.field) && (
        <option value={value}>{t('table.sortDefault')}</option>
      )}
      {columns.flatMap((c) => [
        <option key={`${c.id}-asc`} value={`${c.id} asc`}>
          {`${c.label} ↑`}
        </option>,
        <option key={`${c.id}-desc`} value={`${c.id} desc`}>
          {`${c.label} ↓`}
        </option>,
      ])}
    </TextField>
  );
}
