import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { NoticeType } from '@despacho/shared';
import { SanitizedHtml } from '../../../components/layout/SanitizedHtml';

/** A notice as customers see it on the dashboard: an alert coloured by type, sanitised HTML. */
export function NoticeAlert({
  type,
  title,
  html,
  action,
  onClose,
  closeText,
}: {
  type: NoticeType;
  title: string;
  html: string;
  action?: ReactNode;
  onClose?: () => void;
  closeText?: string;
}) {
  return (
    <Alert
      severity={type}
      data-testid="notice-alert"
      data-notice-type={type}
      action={action}
      onClose={onClose}
      slotProps={{ closeButton: { title: closeText, 'aria-label': closeText } }}
    >
      <AlertTitle>{title}</AlertTitle>
      <SanitizedHtml
        html={html}
        sx={{ '& p': { m: 0 }, '& ul, & ol': { my: 0.5, pl: 3 }, overflowWrap: 'anywhere' }}
      />
    </Alert>
  );
}
