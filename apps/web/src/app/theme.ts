import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES } from '@mui/material/locale';
import type { Locale } from '@despacho/shared';
import { DEFAULT_ACCENT, statusAccent } from './brand-accent';
import { readableOn } from './readable-colour';

const DEFAULT_PRIMARY = DEFAULT_ACCENT;
/**
 * What a link sits on: the page, a card, and the tints of notices (MUI's alert backgrounds). A
 * link takes the brand colour, darkened until it reads (WCAG AA) on every one of them.
 */
const LINK_BACKGROUNDS = ['#ffffff', '#f6f7f9', '#e5f6fd', '#edf7ed', '#fff4e5', '#fdeded'];
const HEX = /^#[0-9a-f]{6}$/i;

const hex = (value: string | null | undefined) => (value && HEX.test(value) ? value : undefined);

/** The tenant's brand colours drive the palette; MUI's own texts follow the language. */
export function buildTheme(
  brand: { primary?: string | null; secondary?: string | null },
  locale: Locale,
): Theme {
  const secondary = hex(brand.secondary);
  const primary = hex(brand.primary) ?? DEFAULT_PRIMARY;
  const link = LINK_BACKGROUNDS.reduce((colour, bg) => readableOn(colour, bg), primary);
  const accent = statusAccent(primary);
  return createTheme(
    {
      palette: {
        primary: { main: primary },
        ...(secondary ? { secondary: { main: secondary } } : {}),
        background: { default: '#f6f7f9' },
      },
      shape: { borderRadius: 8 },
      // Roboto is bundled (@fontsource, imported in main.tsx): the same letters on every machine.
      typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
      components: {
        // Links written in text (a notice's HTML, the API docs) follow the brand, not the
        // browser's blue; MUI's Link does the same.
        MuiCssBaseline: {
          styleOverrides: { 'a:not([class])': { color: link } },
        },
        MuiLink: { defaultProps: { color: link } },
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
        // A text or outlined button writes in its colour on the page: a light brand colour
        // (amber, sky blue) is darkened until those words read at WCAG AA; a filled button keeps
        // the brand colour itself, with MUI's readable text on it.
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: {
            root: ({ theme, ownerState }) => {
              const key = ownerState.color;
              const base = { textTransform: 'none' as const };
              if (ownerState.variant === 'contained' || !key || key === 'inherit') return base;
              const shade = readableOn(theme.palette[key].main);
              return ownerState.variant === 'outlined'
                ? { ...base, color: shade, borderColor: alpha(shade, 0.5) }
                : { ...base, color: shade };
            },
          },
        },
        // Words in the brand colour (the tenant's name without a logo, headings) read the same way.
        MuiTypography: {
          styleOverrides: {
            root: ({ theme, ownerState }) =>
              ownerState.color === 'primary' || ownerState.color === 'primary.main'
                ? { color: readableOn(theme.palette.primary.main) }
                : {},
          },
        },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
        // Status chips read at WCAG AA in every palette colour: an outlined chip's text and a
        // filled chip's background take the colour's readable shade on white (MUI's orange
        // warning and light-blue info fall short; so can a light brand colour). An `info`
        // status (delivered, stamping…) takes the brand's accent; success, warning and error
        // keep their meaning's colour.
        MuiChip: {
          styleOverrides: {
            root: ({ theme, ownerState }) => {
              const key = ownerState.color;
              if (!key || key === 'default') return {};
              const shade = readableOn(key === 'info' ? accent : theme.palette[key].main);
              return ownerState.variant === 'outlined'
                ? { color: shade, borderColor: shade }
                : { backgroundColor: shade, color: theme.palette.common.white };
            },
          },
        },
        // The language switch's idle option reads on the page's grey background.
        MuiToggleButton: {
          styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
        },
        // A locked field's help says why it is locked: it stays readable (WCAG AA contrast)
        // instead of MUI's disabled grey.
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-disabled': { color: theme.palette.text.secondary },
            }),
          },
        },
      },
    },
    locale === 'en' ? enUS : esES,
  );
}
