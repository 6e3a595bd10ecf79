import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Logout from '@mui/icons-material/Logout';
import MenuBook from '@mui/icons-material/MenuBook';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@despacho/shared';
import { useAppAbility } from '../ability';
import { pathTo } from '../route-table';
import { DrawerBrand } from './DrawerBrand';
import { DrawerHeader } from './DrawerHeader';
import { MenuIcon } from './menu-icons';
import { buildMenu } from './menu';
import { useMenuFlags } from './use-menu-flags';

/** Group headings: small and quiet, so the entries stay what the eye reads. */
const SUBHEADER = { lineHeight: '36px', fontWeight: 600, color: 'text.secondary' } as const;

export function DrawerContent({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLDivElement>(null);
  // A long menu scrolls: keep the current page's item in sight.
  useEffect(() => {
    list.current?.querySelector('.active')?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname]);
  const ability = useAppAbility();
  const groups = buildMenu(user, ability, useMenuFlags().flags);

  return (
    // The landmark is inside the drawer: on a phone the drawer lives in a portal.
    <Box
      component="nav"
      aria-label={t('shell.navigation')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <DrawerBrand onNavigate={onNavigate} />
      <DrawerHeader user={user} onNavigate={onNavigate} />
      <Box ref={list} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        {groups.map((group) => (
          <List
            key={group.key}
            dense
            aria-label={t(`shell.groups.${group.key}`)}
            data-testid={`menu-group-${group.key}`}
            // Staff's own merchant tools stand apart from the tenant's back office.
            sx={group.key === 'merchant' ? { borderTop: 1, borderColor: 'divider', mt: 1 } : {}}
            subheader={
              <ListSubheader disableSticky sx={SUBHEADER}>
                {t(`shell.groups.${group.key}`)}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItem key={item.name} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={pathTo(item.route ?? item.name)}
                  end={item.route === 'home'}
                  onClick={onNavigate}
                  sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <MenuIcon name={item.name} />
                  </ListItemIcon>
                  <ListItemText primary={t(`nav.${item.name}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Box>
      <Divider />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to={pathTo('partnersApiDocs')} onClick={onNavigate}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <MenuBook fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.apiDocs')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to={pathTo('logout')}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('nav.logout')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
