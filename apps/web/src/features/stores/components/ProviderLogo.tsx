import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreProvider } from '@despacho/shared';

/** The provider's name as the brand writes it (a proper noun: the same in every language). */
export const PROVIDER_NAMES: Record<StoreProvider, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  tiendanube: 'Tienda Nube',
};

/** A plain mark in the brand's colour (no third-party artwork shipped with the app). */
const MARKS: Record<StoreProvider, { color: string; glyph: string }> = {
  shopify: { color: '#5E8E3E', glyph: 'S' },
  woocommerce: { color: '#7F54B3', glyph: 'W' },
  tiendanube: { color: '#2C3357', glyph: 'N' },
};

export function ProviderMark({ provider, size = 28 }: { provider: StoreProvider; size?: number }) {
  const mark = MARKS[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect width="28" height="28" rx="6" fill={mark.color} />
      <text
        x="14"
        y="19"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {mark.glyph}
      </text>
    </svg>
  );
}

/** Mark and name of a store provider. */
export function ProviderLogo({ provider }: { provider: StoreProvider }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <ProviderMark provider={provider} />
      <Typography variant="body2" fontWeight={600} noWrap>
        {PROVIDER_NAMES[provider]}
      </Typography>
    </Stack>
  );
}
