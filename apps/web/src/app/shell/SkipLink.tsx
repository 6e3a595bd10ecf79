import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'contenido';

/**
 * The first stop of the keyboard on every signed-in page: hidden until focused, it moves focus
 * past the menu (some 30 links for staff) to the page itself.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
