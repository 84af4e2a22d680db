import { useEffect, useMemo, type RefObject } from 'react';
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from './field-errors';

/**
 * The field errors of the server's last refusal (a 400's `data.fields`) for the fields a form
 * shows; when new ones arrive, the focus moves to the first invalid field so they are announced.
 */
export function useServerFieldErrors<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: Record<string, string> | null,
  shown: readonly K[],
): FieldErrors<K> {
  useEffect(() => {
    if (fields) focusFirstInvalid(formRef.current);
  }, [fields, formRef]);
  return useMemo(() => (fields ? serverFieldErrors(fields, shown) : {}), [fields, shown]);
}
