import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { visuallyHidden } from './visually-hidden';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@despacho/shared';
import { currentLocale, setLocale } from '../../lib/i18n';

interface LanguageSwitchProps {
  /** Called after switching, e.g. to save the choice on the signed-in user. */
  onChange?: (locale: Locale) => void;
  size?: 'small' | 'medium';
}

/**
 * es / en switch; the choice is remembered on this device. A screen reader hears the code shown
 * and the language's name ("ES Español"): the visible text stays part of the accessible name.
 */
export function LanguageSwitch({ onChange, size = 'small' }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const change = (value: unknown) => {
    if (!isLocale(value) || value === locale) return;
    void setLocale(value).then(() => onChange?.(value));
  };
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={locale}
      onChange={(_, value) => change(value)}
      aria-label={t('language.label')}
    >
      <ToggleButton value="es-MX" lang="es-MX">
        ES
        <span style={visuallyHidden}> {t('language.es')}</span>
      </ToggleButton>
      <ToggleButton value="en" lang="en">
        EN
        <span style={visuallyHidden}> {t('language.en')}</span>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
