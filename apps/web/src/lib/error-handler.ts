import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify, type Notify } from '../components/notifications/notifications-context';
import { isApiError } from './api-error';

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'clearErrors' | 'setError'>;

/**
 * The shared error handler (spec 1 §8): clears the form's field errors, shows the server's
 * messages joined with line breaks, and puts each field's server errors under that field.
 * With no response at all it shows the error's own message.
 */
export function handleError<T extends FieldValues>(
  error: unknown,
  notify: Notify,
  fallback: string,
  form?: FormLike<T>,
): void {
  form?.clearErrors();
  if (isApiError(error) && error.hasResponse) {
    if (form) {
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages.length)
          form.setError(field as Path<T>, { type: 'server', message: messages.join('\n') });
      }
    }
    notify(error.messages.length ? error.messages.join('\n') : fallback, 'error');
    return;
  }
  notify(error instanceof Error && error.message ? error.message : fallback, 'error');
}

export function useErrorHandler() {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    <T extends FieldValues>(error: unknown, form?: FormLike<T>) =>
      handleError(error, notify, t('errors.generic'), form),
    [notify, t],
  );
}
