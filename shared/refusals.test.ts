import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS, ERROR_STATUS, GENERIC_ERROR_CODES } from './errors';
import { isRefusalCode, REFUSAL_CODES, REFUSALS } from './refusals';

describe('refusal registry', () => {
  it.each(REFUSAL_CODES)('gives %s an HTTP status and an Italian description', (code) => {
    const { status, description } = REFUSALS[code];
    expect([400, 403, 404, 409, 503]).toContain(status);
    expect(description.trim()).not.toBe('');
    expect(description).toMatch(/[.)]$/);
  });

  it('names every refusal by a code of its own, in the codes of the error shape', () => {
    expect(new Set(REFUSAL_CODES).size).toBe(REFUSAL_CODES.length);
    for (const code of REFUSAL_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(REFUSAL_CODES.filter((code) => (GENERIC_ERROR_CODES as string[]).includes(code))).toEqual([]);
  });

  it('gives each refusal one text of its own: a code says which sentence the caller read', () => {
    const texts = REFUSAL_CODES.map((code) => REFUSALS[code].description);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('joins the generic codes: their statuses and descriptions answer for refusals too', () => {
    for (const code of REFUSAL_CODES) {
      expect(ERROR_STATUS[code]).toBe(REFUSALS[code].status);
      expect(ERROR_DESCRIPTIONS[code]).toBe(REFUSALS[code].description);
    }
    expect(ERROR_STATUS.FOUR_EYES_REQUIRED).toBe(403);
    expect(ERROR_STATUS.NAME_TAKEN).toBe(409);
  });

  it('tells a refusal code from any other text', () => {
    expect(isRefusalCode('LAST_ADMINISTRATOR')).toBe(true);
    expect(isRefusalCode('CONFLICT')).toBe(false);
    expect(isRefusalCode('toString')).toBe(false);
  });
});
