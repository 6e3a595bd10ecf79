import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A step's result on the rate screen, with a link back to change it. */
export function SummaryCard({
  title,
  editTo,
  editLabel,
  children,
}: {
  title: string;
  editTo?: string;
  editLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            {title}
          </Typography>
          {editTo && (
            <Button
              component={Link}
              to={editTo}
              size="small"
              startIcon={<Edit fontSize="small" />}
              aria-label={editLabel}
            >
              {t('common.edit')}
            </Button>
          )}
        </Stack>
        <Typography component="div" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
