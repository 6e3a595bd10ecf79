import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Package } from '@despacho/shared';
import { usePackages } from '../../packages/api/packages';

/** "Use a saved package": picking a template fills the parcel's type, measures and contents. */
export function PackagePicker({
  onPick,
  disabled,
}: {
  onPick: (p: Package) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const packages = usePackages({ per_page: 100, page: 1, order: 'name asc' }).data?.data ?? [];
  const [chosen, setChosen] = useState('');
  if (packages.length === 0) return null;
  return (
    <TextField
      select
      fullWidth
      size="small"
      id="wizard-package"
      label={t('wizard.parcel.usePackage')}
      value={chosen}
      disabled={disabled}
      onChange={(e) => {
        setChosen(e.target.value);
        const p = packages.find((x) => String(x.id) === e.target.value);
        if (p) onPick(p);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('wizard.parcel.choosePackage')}</option>
      {packages.map((p) => (
        <option key={p.id} value={p.id}>
          {p.parcel_type === 'doc'
            ? p.name
            : `${p.name} · ${p.length} × ${p.width} × ${p.height} cm · ${p.weight} kg`}
        </option>
      ))}
    </TextField>
  );
}
