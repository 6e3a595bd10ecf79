import { useMutation } from '@tanstack/react-query';
import type { EmailForm } from '@despacho/shared';
import { api } from '../../../lib/api-client';

export const resendConfirmation = (form: EmailForm) =>
  api.post<unknown>('confirmations', { user: form });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
