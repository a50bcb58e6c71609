import { ERROR_DESCRIPTIONS, type ErrorCode } from '../../../shared/errors';

/**
 * A domain refusal: a store or a rule says no for a reason the caller can act on, by its code in the
 * registry (shared/refusals.ts, or a generic code of shared/errors.ts). It knows nothing of HTTP: the
 * handler frame answers it with the code's status and text (functions/commons/http/map-error.ts).
 */
export class Refusal extends Error {
  readonly code: ErrorCode;
  /** The request field the refusal is about, so a form can show it in place. */
  readonly field?: string;

  constructor(code: ErrorCode, options: { field?: string } = {}) {
    super(ERROR_DESCRIPTIONS[code]);
    this.name = 'Refusal';
    this.code = code;
    this.field = options.field;
  }
}
