import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import FilterList from '@mui/icons-material/FilterList';
import { useState, type ReactNode } from 'react';

/**
 * A list's filter panel: shown as is on a wide screen; on a phone it folds away under one
 * button ("Filtros (2)") so the list is not screens below.
 */
export function FoldingFilters({
  phone,
  label,
  applied,
  children,
}: {
  phone: boolean;
  label: string;
  applied: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!phone) return children;
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        startIcon={<FilterList />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
        {applied > 0 ? ` (${applied})` : ''}
      </Button>
      <Collapse in={open}>{children}</Collapse>
    </Stack>
  );
}
