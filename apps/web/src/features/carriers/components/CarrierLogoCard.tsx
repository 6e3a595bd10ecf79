import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Carrier, Service } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { api, type DataReply } from '../../../lib/api-client';
import { useErrorHandler } from '../../../lib/error-handler';
import { carrierKeys } from '../api/carriers';

/** Which record's logo: a carrier's or one of its services'. */
type LogoOwner =
  | { kind: 'carriers'; record: Carrier; refresh: readonly unknown[] }
  | { kind: 'services'; record: Service; refresh: readonly unknown[] };

/** The carrier's logo, shown at 150 px as the rates show it, and its upload (image, 1 MB). */
export function CarrierLogoCard({ carrier }: { carrier: Carrier }) {
  return <LogoCard owner={{ kind: 'carriers', record: carrier, refresh: carrierKeys.all }} />;
}

/** A logo card for a carrier or a service (spec 3 §3: both have a logo, an image by content). */
export function LogoCard({ owner }: { owner: LogoOwner }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const carrier = owner.record;
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return api.upload<DataReply<unknown>>(`${owner.kind}/${carrier.id}/logo`, form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: owner.refresh });
      notify(t('carriers.logoSaved'));
    },
    onError: (error) => handleError(error),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  return (
    <Card variant="outlined" sx={{ maxWidth: 800 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Box
            sx={{
              width: 150,
              height: 80,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {carrier.logo_url ? (
              <img
                src={carrier.logo_url}
                alt={t('carriers.logoOf', { name: carrier.name })}
                style={{ maxWidth: 150, maxHeight: 80 }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('carriers.noLogo')}
              </Typography>
            )}
          </Box>
          <Stack spacing={0.5}>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {t('carriers.uploadLogo')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('carriers.logoHelp')}
            </Typography>
          </Stack>
          <input
            ref={input}
            type="file"
            hidden
            aria-label={t('carriers.logoFile')}
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
