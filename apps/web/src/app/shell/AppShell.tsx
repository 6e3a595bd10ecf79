import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import type { User } from '@despacho/shared';
import { TenantBrand } from '../../components/layout/TenantBrand';
import { AppFooter } from './AppFooter';
import { DrawerContent } from './DrawerContent';
import { DRAWER_WIDTH } from './drawer-width';
import { InShellContext } from './in-shell';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * Signed-in frame: the drawer is permanent on large screens (no toolbar there) and a
 * temporary drawer behind a toolbar button on small ones.
 */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const content = <DrawerContent user={user} onNavigate={() => setOpen(false)} />;

  return (
    <InShellContext.Provider value={true}>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {!large && (
          <AppBar position="fixed" color="primary" elevation={1}>
            <Toolbar>
              <IconButton
                color="inherit"
                edge="start"
                aria-label={t('shell.openMenu')}
                onClick={() => setOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Box sx={{ ml: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <TenantBrand
                  height={32}
                  onDark
                  nameProps={{ variant: 'h6', component: 'span', fontWeight: 500 }}
                />
              </Box>
            </Toolbar>
          </AppBar>
        )}
        <Box sx={{ width: { lg: DRAWER_WIDTH }, flexShrink: { lg: 0 } }}>
          <Drawer
            variant={large ? 'permanent' : 'temporary'}
            open={large || open}
            onClose={() => setOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
          >
            {content}
          </Drawer>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {!large && <Toolbar />}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{
              flexGrow: 1,
              p: { xs: 2, md: 4 },
              bgcolor: 'background.default',
              '&:focus': { outline: 'none' },
            }}
          >
            {children}
          </Box>
          <AppFooter />
        </Box>
      </Box>
    </InShellContext.Provider>
  );
}
