import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { NotificationsContext, type Severity } from './notifications-context';

interface Notification {
  id: number;
  message: string;
  severity: Severity;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Notification | null>(null);
  const notify = useCallback((message: string, severity: Severity = 'success') => {
    setCurrent({ id: Date.now(), message, severity });
  }, []);
  const close = () => setCurrent(null);

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== null}
        autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={current?.severity ?? 'info'}
          variant="filled"
          onClose={close}
          closeText={t('common.close')}
          data-testid="notification"
          sx={{ whiteSpace: 'pre-line', minWidth: 280 }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotificationsContext.Provider>
  );
}
