import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import type { BrandingImage } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { useBrandingImage } from '../api/branding-images';

const ACCEPT: Record<BrandingImage, string> = {
  logo: 'image/png,image/jpeg,image/webp',
  favicon: 'image/png,image/x-icon,image/vnd.microsoft.icon,.ico',
};

/** Upload, preview and removal of the logo or the favicon; the server judges the file's bytes. */
export function BrandImageCard({ kind, url }: { kind: BrandingImage; url: string | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const { upload, remove } = useBrandingImage();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onError = (error: unknown) => {
    const messages = isApiError(error) ? error.errors[kind] : undefined;
    if (messages?.length) setFieldError(messages.join('\n'));
    else handleError(error);
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setFieldError(null);
    upload.mutate({ kind, file }, { onSuccess: () => notify(t(`branding.${kind}Saved`)), onError });
    if (input.current) input.current.value = '';
  };

  return (
    <Card variant="outlined" component="section" aria-label={t(`branding.${kind}`)}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {t(`branding.${kind}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(`branding.${kind}Help`)}
        </Typography>
        <Box
          sx={{
            height: 96,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            mb: 2,
          }}
        >
          {url ? (
            <Box
              component="img"
              src={url}
              alt={t(`branding.${kind}Preview`)}
              sx={{ maxHeight: kind === 'logo' ? 72 : 48, maxWidth: '90%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t(`branding.${kind}None`)}
            </Typography>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT[kind]}
          hidden
          data-testid={`${kind}-input`}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {url ? t('branding.replace') : t('branding.upload')}
          </Button>
          {url && (
            <Button
              color="inherit"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(kind, {
                  onSuccess: () => notify(t(`branding.${kind}Removed`)),
                  onError,
                })
              }
            >
              {t('branding.remove')}
            </Button>
          )}
        </Stack>
        {fieldError && (
          <FormHelperText error role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {fieldError}
          </FormHelperText>
        )}
      </CardContent>
    </Card>
  );
}
