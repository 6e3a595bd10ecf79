import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const confirmEmail = (token: string) =>
  api.get<unknown>('confirmations', { confirmation_token: token });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
