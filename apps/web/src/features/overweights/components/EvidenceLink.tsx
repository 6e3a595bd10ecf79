import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { Overweight } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { useDownloadEvidence } from '../api/overweight-files';

/** The evidence file, fetched with the session's token and saved under its name. */
export function EvidenceLink({ overweight: o }: { overweight: Overweight }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const download = useDownloadEvidence();
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(
          { id: o.id, name: o.evidence_file_name },
          { onError: (e) => handleError(e) },
        )
      }
      sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {o.evidence_file_name ?? t('overweights.actions.download')}
    </Link>
  );
}
