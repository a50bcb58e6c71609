import { type ZodType, z } from 'zod';
import { it } from 'zod/locales';
import type { ErrorItem } from '../../../shared/errors';
import { HttpError } from './http-error';

// Messages zod writes itself (wrong type, unknown enum value) in Italian, like the product's own.
z.config(it());

/** Parses one part of the request; a failure answers 400 with one description per field. */
export function parseRequestPart<T extends ZodType>(schema: T, value: unknown, part: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new HttpError(
    'VALIDATION_ERROR',
    undefined,
    result.error.issues.map((issue) => toErrorItem(issue, part)),
  );
}

function toErrorItem(issue: z.core.$ZodIssue, part: string): ErrorItem {
  const field = issue.path.length ? issue.path.join('.') : part;
  // The field travels in `field`; the description is the message alone, like the spec's form texts.
  return { code: 'VALIDATION_ERROR', field, description: issue.message };
}
