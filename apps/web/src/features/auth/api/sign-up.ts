import { useMutation } from '@tanstack/react-query';
import type { SignupForm, User } from '@despacho/shared';
import { api, type DataReply } from '../../../lib/api-client';

export const signUp = (form: SignupForm) =>
  api.post<DataReply<User>>('registrations', { user: form }).then((r) => r.data);

export const useSignUp = () => useMutation({ mutationFn: signUp });
