import { z } from 'zod';
import { TEXT_MESSAGES } from '../validators/messages';

/**
 * The two kinds of free text a request may carry. Every string field of every request schema is one of
 * them, or is narrower still (a pattern, an enum, a format): shared/schemas/text-fields.test.ts walks the
 * route table and fails on a string that escapes. Refused, never stripped: a NUL or a line break in a
 * name is a client's fault, and what is stored is then exactly what was sent.
 *
 * Refused everywhere: C0 controls (NUL to U+001F), DEL and C1 controls (U+007F to U+009F), the line and
 * paragraph separators U+2028/U+2029 (line breaks to JavaScript and to many CSV readers), the bidi
 * embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069 (text shown in another order than
 * stored), and lone surrogates (no character: the `u` flag reads a pair as one code point, so a pair is
 * accepted and a half is refused). The rules are patterns, so the OpenAPI document carries them.
 */

const NEVER =
  '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF';
export const SINGLE_LINE_PATTERN = new RegExp(`^[^${NEVER}\\t\\n]*$`, 'u');
export const MULTI_LINE_PATTERN = new RegExp(`^[^${NEVER}]*$`, 'u');

/** One line of text: a name, a code, a file name. Chain `.min()` / `.max()` as on any string. */
export const singleLineText = () => z.string().regex(SINGLE_LINE_PATTERN, TEXT_MESSAGES.singleLine);

/**
 * A note typed in a text area: line breaks and tabs (pasted from a spreadsheet) allowed, a Windows \r\n
 * or old Mac \r read as \n so the stored note has one kind of line break; every other control refused.
 */
export const multiLineText = (maxLength: number, minLength = 0) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
    z.string().min(minLength).max(maxLength).regex(MULTI_LINE_PATTERN, TEXT_MESSAGES.multiLine),
  );

/**
 * A file's bytes as base64, optionally behind a data URL's `data:...;base64,` (as a browser reads a
 * file): only the base64 alphabet, so nothing but the file travels in it.
 */
export const base64Data = () =>
  z
    .string()
    .min(1)
    .regex(/^(?:data:[\x21-\x2B\x2D-\x7E]*;base64,)?[A-Za-z0-9+/]*={0,2}$/, TEXT_MESSAGES.base64);
