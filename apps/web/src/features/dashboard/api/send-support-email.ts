import { useMutation } from '@tanstack/react-query';
import type { SupportEmailForm } from '@despacho/shared';
import { api } from '../../../lib/api-client';

export const sendSupportEmail = (support: SupportEmailForm) =>
  api.post<unknown>('dashboards/send_support_email', { support });

export const useSendSupportEmail = () => useMutation({ mutationFn: sendSupportEmail });
