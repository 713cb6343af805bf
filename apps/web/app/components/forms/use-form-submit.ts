import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { FormNotice } from './form-message';
import { isFailure, type ApiResult } from '~/lib/api-client';
import { usePending } from '~/lib/use-pending';

interface FormSubmitOptions<Values extends Record<string, unknown>, Answer> {
  form: UseFormReturnType<Values>;
  send: (values: Values) => Promise<ApiResult<{ success: Answer }>>;
  onDone: (answer: Answer) => void;
}

/**
 * Submits a security form: a failure naming one of the form's fields shows under that field,
 * any other failure as the notice below the form.
 */
export function useFormSubmit<Values extends Record<string, unknown>, Answer>({
  form,
  send,
  onDone,
}: FormSubmitOptions<Values, Answer>) {
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [submit, pending] = usePending(send);

  const onSubmit = form.onSubmit(async (values) => {
    setNotice(null);
    const result = await submit(values);
    if (!isFailure(result)) {
      onDone(result.success);
      return;
    }
    const field = result.field;
    if (field !== undefined && Object.hasOwn(values, field)) form.setFieldError(field, result.error);
    else setNotice({ tone: 'error', text: result.error });
  });

  return { onSubmit, pending, notice, setNotice };
}
