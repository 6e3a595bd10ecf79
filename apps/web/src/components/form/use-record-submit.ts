import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorHandler } from '../../lib/error-handler';

/**
 * The submit handler of a record form: validates through the form's resolver, then saves;
 * a server refusal lands on the fields (422) or in a notification (everything else).
 */
export function useRecordSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  save: (values: TOutput) => Promise<unknown>,
) {
  const handleError = useErrorHandler();
  return form.handleSubmit((values) =>
    save(values).catch((error: unknown) => handleError(error, form)),
  );
}
