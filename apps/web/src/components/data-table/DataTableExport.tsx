import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';

export type ExportFormat = 'csv' | 'xlsx';

interface DataTableExportProps {
  /** Called with the chosen format; the list asks its API for the file (same filters). */
  onExport: (format: ExportFormat) => void;
  formats?: ExportFormat[];
  busy?: boolean;
}

/** The export slot of a list's toolbar: "Exportar" → CSV or Excel. */
export function DataTableExport({
  onExport,
  formats = ['csv', 'xlsx'],
  busy,
}: DataTableExportProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        loading={busy}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('table.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onExport(format);
            }}
          >
            {t(`table.exportFormats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
