import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickersEn, esES as pickersEs } from '@mui/x-date-pickers/locales';
import { enUS, es } from 'date-fns/locale';
import type { Locale } from '@despacho/shared';

const SPANISH_TEXT = {
  ...pickersEs.components.MuiLocalizationProvider.defaultProps.localeText,
  // Mexico writes the placeholder in lower case: dd/mm/aaaa.
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
};

const ENGLISH_TEXT = {
  ...pickersEn.components.MuiLocalizationProvider.defaultProps.localeText,
  // The same day-first order as Spanish (docs/decisions.md, issue 25), written alike: dd/mm/yyyy.
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'y'.repeat(params.digitAmount),
};

/** MUI X date pickers in the user’s language: dd/mm/aaaa (dd/mm/yyyy), Monday-first in Spanish. */
export function DatesProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const spanish = locale === 'es-MX';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={spanish ? es : enUS}
      localeText={spanish ? SPANISH_TEXT : ENGLISH_TEXT}
    >
      {children}
    </LocalizationProvider>
  );
}
