import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@despacho/shared';
import { LanguageSwitch } from '../../components/layout/LanguageSwitch';
import { useUpdatePreference } from '../../features/auth/api/update-preference';
import { currentLocale } from '../../lib/i18n';
import { formatAmount } from '../../lib/format';
import { pathTo } from '../route-table';

/** Full name, e-mail and balance of the signed-in user, with the language switch. */
export function DrawerHeader({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const savePreference = useUpdatePreference();
  return (
    <Box
      sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      data-testid="drawer-header"
    >
      <Stack direction="row" alignItems="flex-start" spacing={1}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography fontWeight={600} noWrap title={user.fullname}>
            {user.fullname}
          </Typography>
          <Typography variant="body2" noWrap title={user.email} sx={{ opacity: 0.85 }}>
            {user.email}
          </Typography>
        </Box>
        <Tooltip title={t('nav.profile')}>
          <IconButton
            component={Link}
            to={pathTo('profile')}
            onClick={onNavigate}
            color="inherit"
            aria-label={t('nav.profile')}
            size="small"
          >
            <AccountCircle />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.85 }}>
        {t('shell.balance')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="drawer-balance">
        {formatAmount(user.balance, currentLocale())}
      </Typography>
      <Box
        sx={{
          mt: 1,
          '& .MuiToggleButton-root': {
            color: 'inherit',
            borderColor: 'rgba(255,255,255,0.5)',
            py: 0.25,
          },
          '& .Mui-selected': { bgcolor: 'rgba(255,255,255,0.25) !important' },
        }}
      >
        <LanguageSwitch
          onChange={(locale) => savePreference.mutate({ key: 'locale', value: locale })}
        />
      </Box>
    </Box>
  );
}
