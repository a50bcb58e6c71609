import type { z } from 'zod';

/** A field validator: the first failing message, or undefined when the value is valid. */
export type FieldValidator<Value = string> = (value: Value) => string | undefined;

/**
 * Turns a field validator into a zod refinement, so a schema reports the validator's own Italian
 * message instead of zod's: `z.string().superRefine(refineWith(validateVatNumber))`.
 */
export function refineWith<Value>(validator: FieldValidator<Value>) {
  return (value: Value, ctx: z.core.$RefinementCtx<Value>): void => {
    const message = validator(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, input: value });
  };
}
