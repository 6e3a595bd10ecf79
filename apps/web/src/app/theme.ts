import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { Locale } from '@despacho/shared';

const DEFAULT_PRIMARY = '#1565c0';
const HEX = /^#[0-9a-f]{6}$/i;

/** The tenant's brand colour drives the palette; MUI's own texts follow the language. */
export function buildTheme(primary: string | undefined, locale: Locale): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: primary && HEX.test(primary) ? primary : DEFAULT_PRIMARY },
        background: { default: '#f6f7f9' },
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, sans-serif' },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none' } },
        },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
      },
    },
    locale === 'en' ? enUS : esES,
  );
}
