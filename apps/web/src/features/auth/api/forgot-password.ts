import { useMutation } from '@tanstack/react-query';
import type { EmailForm } from '@despacho/shared';
import { api } from '../../../lib/api-client';

export const forgotPassword = (form: EmailForm) =>
  api.post<unknown>('forgot_password', { user: form });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
