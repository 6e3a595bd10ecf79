import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify, type Notify } from '../components/notifications/notifications-context';
import { isApiError } from './api-error';

type FormLike<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'clearErrors' | 'setError' | 'getValues'
>;

export interface ErrorTexts {
  /** Something went wrong (a reply with nothing to say). */
  generic: string;
  /** The server never answered (offline, DNS, server down). */
  network: string;
  /** Field errors were put under their fields. */
  checkFields: string;
}

const isOnForm = (values: unknown, field: string) => {
  let node: unknown = values;
  for (const key of field.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
};

/**
 * The shared error handler (spec 1 §8), worded for a person: it clears the form's field errors,
 * puts each field's server errors under that field and says "check the marked fields"; errors
 * about something that is not a field on screen (an expired link's token…) are shown as they
 * read, without the field's name; otherwise the server's messages, joined with line breaks.
 */
export function handleError<T extends FieldValues>(
  error: unknown,
  notify: Notify,
  texts: ErrorTexts,
  form?: FormLike<T>,
): void {
  form?.clearErrors();
  if (!isApiError(error) || !error.hasResponse) {
    notify(texts.network, 'error');
    return;
  }
  const fields = Object.entries(error.errors).filter(([, messages]) => messages.length > 0);
  if (fields.length === 0) {
    notify(error.messages.length ? error.messages.join('\n') : texts.generic, 'error');
    return;
  }
  const values = form?.getValues();
  const elsewhere: string[] = [];
  let marked = false;
  for (const [field, messages] of fields) {
    if (form && isOnForm(values, field)) {
      form.setError(field as Path<T>, { type: 'server', message: messages.join('\n') });
      marked = true;
    } else {
      elsewhere.push(...messages);
    }
  }
  notify([...elsewhere, ...(marked ? [texts.checkFields] : [])].join('\n'), 'error');
}

export function useErrorHandler() {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    <T extends FieldValues>(error: unknown, form?: FormLike<T>) =>
      handleError(
        error,
        notify,
        {
          generic: t('errors.generic'),
          network: t('errors.network'),
          checkFields: t('errors.checkFields'),
        },
        form,
      ),
    [notify, t],
  );
}
