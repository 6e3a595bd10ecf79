import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OwnAgreement } from '@despacho/shared';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { useAppAbility } from '../../../app/ability';
import {
  useDeleteOwnAgreement,
  useOwnAgreements,
  useSetOwnAgreementStatus,
} from '../api/own-agreements';
import { OwnAgreementsGate } from '../components/OwnAgreementsGate';
import { ownAgreementPaths } from '../own-agreement-paths';

function Actions({
  agreement: a,
  onDelete,
}: {
  agreement: OwnAgreement;
  onDelete: (a: OwnAgreement) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const status = useSetOwnAgreementStatus();
  const next = a.status === 'active' ? 'suspended' : 'active';
  const label = a.status === 'active' ? 'suspend' : 'activate';
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
      <Button
        size="small"
        loading={status.isPending}
        aria-label={t(`ownAgreements.${label}Named`, { name: a.name })}
        onClick={() =>
          status.mutate(
            { id: a.id, status: next },
            {
              onSuccess: () =>
                notify(
                  t(next === 'active' ? 'ownAgreements.activated' : 'ownAgreements.suspended'),
                ),
              onError: (e) => handleError(e),
            },
          )
        }
      >
        {t(`ownAgreements.${label}`)}
      </Button>
      <Tooltip title={t('common.edit')}>
        <IconButton
          component={Link}
          to={ownAgreementPaths.edit(a.id)}
          aria-label={t('ownAgreements.editNamed', { name: a.name })}
        >
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('common.delete')}>
        <IconButton
          color="error"
          aria-label={t('ownAgreements.deleteNamed', { name: a.name })}
          onClick={() => onDelete(a)}
        >
          <Delete />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function OwnAgreementsList() {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const ability = useAppAbility();
  const { data } = useOwnAgreements();
  const remove = useDeleteOwnAgreement();
  const [toDelete, setToDelete] = useState<OwnAgreement | null>(null);
  const canCreate = ability.can('create', 'OwnAgreement');
  const add = canCreate && (
    <Button component={Link} to={ownAgreementPaths.new} variant="contained" startIcon={<Add />}>
      {t('ownAgreements.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('ownAgreements.title')} actions={add} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('ownAgreements.intro')}
      </Alert>
      {data && data.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6">{t('ownAgreements.emptyTitle')}</Typography>
          <Typography color="text.secondary">{t('ownAgreements.emptyHelp')}</Typography>
        </Paper>
      )}
      {data && data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('ownAgreements.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ownAgreements.fields.provider')}</TableCell>
                <TableCell>{t('ownAgreements.fields.name')}</TableCell>
                <TableCell>{t('ownAgreements.fields.status')}</TableCell>
                <TableCell>{t('ownAgreements.fields.services')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.provider.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.name}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={a.status === 'active' ? 'success' : 'default'}
                      label={t(`ownAgreements.statuses.${a.status}`)}
                    />
                  </TableCell>
                  <TableCell>{a.services.map((s) => s.name).join(', ')}</TableCell>
                  <TableCell align="right">
                    <Actions agreement={a} onDelete={setToDelete} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('ownAgreements.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('ownAgreements.deleteMessage')}
        confirmLabel={t('common.delete')}
        tone="error"
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => notify(t('ownAgreements.deleted')),
            onError: (e) => handleError(e),
            onSettled: () => setToDelete(null),
          })
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}

/** /own-agreements: the customer's own carrier accounts, their state and services. */
export function OwnAgreementsListPage() {
  return (
    <OwnAgreementsGate>
      <OwnAgreementsList />
    </OwnAgreementsGate>
  );
}
