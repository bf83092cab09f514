// After a submit that the form's schema rejects, move focus to the first field with an error (WCAG 3.3.1).
import { useEffect, useRef } from 'react';

export function useFocusFirstInvalid(errors: Record<string, string>) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    formRef,
    /** Call in onSubmit, before sending form.submit. */
    markSubmitted() {
      submitted.current = true;
    },
  };
}
