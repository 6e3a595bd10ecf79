import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { Locale } from '@despacho/shared';

const DEFAULT_PRIMARY = '#1565c0';
const HEX = /^#[0-9a-f]{6}$/i;

const hex = (value: string | null | undefined) => (value && HEX.test(value) ? value : undefined);

/** The tenant's brand colours drive the palette; MUI's own texts follow the language. */
export function buildTheme(
  brand: { primary?: string | null; secondary?: string | null },
  locale: Locale,
): Theme {
  const secondary = hex(brand.secondary);
  return createTheme(
    {
      palette: {
        primary: { main: hex(brand.primary) ?? DEFAULT_PRIMARY },
        ...(secondary ? { secondary: { main: secondary } } : {}),
        background: { default: '#f6f7f9' },
      },
      shape: { borderRadius: 8 },
      // Roboto is bundled (@fontsource, imported in main.tsx): the same letters on every machine.
      typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
      components: {
        // A visible ring on whatever the keyboard reaches (MUI's ripple alone is faint on a
        // filled button): the brand colour outside a white gap, seen on light and brand
        // backgrounds alike.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': {
                outline: `2px solid ${theme.palette.primary.main}`,
                outlineOffset: 2,
                boxShadow: `0 0 0 2px ${theme.palette.common.white}`,
              },
            }),
          },
        },
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
