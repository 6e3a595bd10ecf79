import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { LabelFormatName } from '@despacho/shared';

/** "Descargar guía" → letter PDF, 4×6 thermal PDF or ZPL for a thermal printer. */
export function LabelDownloadButton({
  formats,
  busy,
  onDownload,
}: {
  /** The formats in the order offered (the one the label was made in first). */
  formats: LabelFormatName[];
  busy: boolean;
  onDownload: (format: LabelFormatName) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        loading={busy}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('shipments.actions.download_label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              onDownload(format);
            }}
          >
            {t(`shipments.labelFormats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
