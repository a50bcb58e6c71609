import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEXT_MESSAGES } from '../validators/messages';
import { base64Data, multiLineText, singleLineText } from './text';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

const ACCEPTED_EVERYWHERE = [
  ['plain', 'Mario Rossi'],
  ['accents and apostrophes', "D'Amico Nicolò, Via dell'Università 3"],
  ['foreign letters', 'Łukasz Øster Þór'],
  ['emoji, a surrogate pair', 'Pizzeria 🍕'],
  ['the empty string', ''],
  ['Arabic and Hebrew', 'مرحبا שלום'],
] as const;

const REFUSED_EVERYWHERE = [
  ['NUL', 'Mario\u0000Rossi'],
  ['bell', 'a\u0007'],
  ['escape (terminal sequences)', '\u001b[31mrosso'],
  ['vertical tab', 'a\u000Bb'],
  ['form feed', 'a\u000Cb'],
  ['unit separator', 'a\u001Fb'],
  ['DEL', 'a\u007Fb'],
  ['C1 control NEL', 'a\u0085b'],
  ['C1 control CSI', 'a\u009Bb'],
  ['line separator', 'a\u2028b'],
  ['paragraph separator', 'a\u2029b'],
  ['right-to-left override', 'a\u202Eb'],
  ['left-to-right embedding', 'a\u202Ab'],
  ['first strong isolate', 'a\u2068b'],
  ['pop directional isolate', 'a\u2069b'],
  ['a lone high surrogate', 'a\uD83Db'],
  ['a lone low surrogate', 'a\uDC00'],
] as const;

describe('singleLineText', () => {
  it.each(ACCEPTED_EVERYWHERE)('accepts %s', (_case, text) => {
    expect(singleLineText().parse(text)).toBe(text);
  });

  it.each<readonly [string, string]>([
    ...REFUSED_EVERYWHERE,
    ['a line feed', 'Mario\nRossi'],
    ['a carriage return', 'Mario\rRossi'],
    ['CR LF', 'Mario\r\nRossi'],
    ['a tab', 'Mario\tRossi'],
  ])('refuses %s', (_case, text) => {
    expect(messageOf(singleLineText(), text)).toBe(TEXT_MESSAGES.singleLine);
  });

  it('chains bounds like any string', () => {
    expect(singleLineText().min(1).safeParse('').success).toBe(false);
    expect(singleLineText().max(3).safeParse('abcd').success).toBe(false);
  });
});

describe('multiLineText', () => {
  it.each<readonly [string, string]>([
    ...ACCEPTED_EVERYWHERE,
    ['line feeds', 'prima riga\nseconda riga'],
    ['a tab pasted from a spreadsheet', 'a\tb'],
  ])('accepts %s', (_case, text) => {
    expect(multiLineText(400).parse(text)).toBe(text);
  });

  it.each([
    ['CR LF', 'uno\r\ndue', 'uno\ndue'],
    ['a lone CR', 'uno\rdue', 'uno\ndue'],
    ['CR CR LF', 'uno\r\r\ndue', 'uno\n\ndue'],
  ])('reads %s as a line feed', (_case, text, stored) => {
    expect(multiLineText(400).parse(text)).toBe(stored);
  });

  it.each(REFUSED_EVERYWHERE)('refuses %s', (_case, text) => {
    expect(messageOf(multiLineText(400), text)).toBe(TEXT_MESSAGES.multiLine);
  });

  it('bounds the length after reading line breaks', () => {
    expect(multiLineText(3).safeParse('a\r\nb').success).toBe(true);
    expect(multiLineText(3).safeParse('abcd').success).toBe(false);
  });

  it('converts to JSON Schema as its input: a string with its pattern', () => {
    const schema = z.toJSONSchema(multiLineText(400), { io: 'input' });
    expect(schema).toMatchObject({ type: 'string', maxLength: 400, pattern: expect.any(String) });
  });
});

describe('base64Data', () => {
  it.each([
    ['UEsDBBQAAAAI', true],
    ['UEsDBA==', true],
    ['data:application/zip;base64,UEsDBA==', true],
    ['', false],
    ['UEsD BA==', false],
    ['UEsDBA==\n', false],
    ['data:a\u0000;base64,UEsDBA==', false],
    ['<script>', false],
  ])('%j → %s', (data, valid) => {
    expect(base64Data().safeParse(data).success).toBe(valid);
  });
});
