import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordForm } from '@despacho/shared';
import { api } from '../../../lib/api-client';

export const resetPassword = (form: ResetPasswordForm & { reset_password_token: string }) =>
  api.put<unknown>('reset_password', { user: form });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
