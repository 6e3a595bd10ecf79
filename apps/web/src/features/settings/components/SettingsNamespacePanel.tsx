import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Setting, SettingNamespace } from '@despacho/shared';
import { SettingRow, type SettingRowActions } from './SettingRow';

/** One namespace's settings in an expandable panel, its name and count in the summary. */
export function SettingsNamespacePanel({
  namespace,
  settings,
  expanded,
  onToggle,
  actions,
}: {
  namespace: SettingNamespace;
  settings: Setting[];
  expanded: boolean;
  onToggle: () => void;
  actions: SettingRowActions;
}) {
  const { t } = useTranslation();
  const id = `settings-${namespace}`;
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${id}-content`}
        id={`${id}-header`}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t(`settingsAdmin.namespaces.${namespace}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1, alignSelf: 'center' }}>
          {t('settingsAdmin.count', { count: settings.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {settings.map((s) => (
          <SettingRow key={s.id} setting={s} actions={actions} />
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
