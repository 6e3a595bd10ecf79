import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTenant } from '../../features/tenant/api/get-tenant';

/**
 * The tenant's mark where the app names it (the menu, the top bar, the signed-out frame): the
 * uploaded logo, which usually spells the name already, named by its alt text for screen
 * readers; without a logo, the name in words.
 */
export function TenantBrand({
  height,
  onDark = false,
  nameProps,
}: {
  /** The logo's height in px; it keeps its proportions within the space it is given. */
  height: number;
  /** On a coloured bar: the logo sits on a white plate so a dark logo stays visible. */
  onDark?: boolean;
  /** How the name reads when there is no logo. */
  nameProps?: TypographyProps;
}) {
  const tenant = useTenant().data;
  const name = tenant?.name ?? '';
  if (!tenant?.logo_url)
    return (
      <Typography fontWeight={700} noWrap title={name} {...nameProps}>
        {name}
      </Typography>
    );
  const logo = (
    <Box
      component="img"
      src={tenant.logo_url}
      alt={name}
      data-testid="tenant-logo"
      sx={{ display: 'block', height, width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
    />
  );
  if (!onDark) return logo;
  return (
    <Box sx={{ bgcolor: 'common.white', borderRadius: 1, display: 'flex', p: '2px', minWidth: 0 }}>
      {logo}
    </Box>
  );
}
