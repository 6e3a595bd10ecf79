import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ShipmentAddress } from '@despacho/shared';

/** "Av. Juárez 100 int. 3" / "… unit 3" — the street line a person recognises an address by. */
export const streetLine = (
  a: Pick<ShipmentAddress, 'street' | 'number' | 'interior_number'>,
  t: TFunction,
) =>
  [
    a.street,
    a.number,
    a.interior_number && t('wizard.address.interiorShort', { number: a.interior_number }),
  ]
    .filter(Boolean)
    .join(' ');

/** An address as a label prints it: who, where, how to reach them. */
export function AddressBlock({ address }: { address: ShipmentAddress | null }) {
  const { t } = useTranslation();
  if (!address) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  const lines = [
    address.company && address.company !== address.name ? address.company : null,
    streetLine(address, t),
    address.neighborhood,
    [address.city, address.state, address.postal_code].filter(Boolean).join(', '),
    address.country_name,
    [address.calling_code && `+${address.calling_code}`, address.phone].filter(Boolean).join(' '),
    address.email,
    address.reference,
  ].filter(Boolean);
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
      <strong>{address.name}</strong>
      {lines.map((line, i) => (
        <span key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </span>
      ))}
    </Typography>
  );
}
