import { createContext, useContext } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';

/** True once the user tried to leave the current step while it was invalid. */
export const StepAttemptedContext = createContext(false);

/**
 * A field's error, once it matters to the user: after they left the field, or tried to leave the step.
 * An option row added a moment ago is not yet wrong for being empty.
 */
export function useFieldError(name: FieldPath<ElementFormValues>): string | undefined {
  const { getFieldState, formState } = useFormContext<ElementFormValues>();
  const attempted = useContext(StepAttemptedContext);
  const { error, isTouched } = getFieldState(name, formState);
  return error && (attempted || isTouched) ? error.message : undefined;
}
