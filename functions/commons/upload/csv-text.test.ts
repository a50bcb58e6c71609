import { describe, expect, it } from 'vitest';
import { readEnrichmentInput, TooManyRecordsError } from '../../../shared/enrichment/enrichment-table';
import { csvText, NotTextError } from './csv-text';

const PERSON = 'RSSMRA85T10A562S';

describe('csvText', () => {
  it.each([
    ['UTF-8', Buffer.from('Società;Caffè', 'utf8'), 'Società;Caffè'],
    ['UTF-8 with BOM', Buffer.from('\uFEFFcf\nx', 'utf8'), 'cf\nx'],
    ['Windows-1252 from Excel', Buffer.from([0x53, 0x6f, 0x63, 0x69, 0x65, 0x74, 0xe0, 0x20, 0x80]), 'Società €'],
    ['empty', Buffer.alloc(0), ''],
  ])('%s', (_name, bytes, expected) => {
    expect(csvText(bytes)).toBe(expected);
  });

  it('refuses a binary file', () => {
    expect(() => csvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(NotTextError);
  });
});

describe('readEnrichmentInput', () => {
  it.each([
    ['no header', `${PERSON}\n00743110157`, null, 2],
    ['a header naming the column', `Codice fiscale;Nome\n${PERSON};Mario`, ['Codice fiscale', 'Nome'], 1],
    ['a header of words', `cliente;note\nRossi;${PERSON}`, ['cliente', 'note'], 1],
    ['only a header', 'Codice fiscale\n', ['Codice fiscale'], 0],
    ['blank lines around', `\n\ncf\n\n${PERSON}\n\n`, ['cf'], 1],
    ['a mistyped first code is a record', 'RSSMRA85\nx', null, 2],
  ])('%s', (_name, text, header, count) => {
    const input = readEnrichmentInput(text, ';');
    expect(input.header).toEqual(header);
    expect(input.records).toHaveLength(count);
  });

  it('takes the identifier columns from the header', () => {
    expect(readEnrichmentInput('nome;P.IVA;cf\n', ';').columns).toEqual({ vatNumber: 1, taxCode: 2 });
    expect(readEnrichmentInput(`${PERSON}\n`, ';').columns).toBeUndefined();
  });

  it('measures the widest row, header included', () => {
    expect(readEnrichmentInput('a;b\n1;2;3;4\n5', ';').width).toBe(4);
    expect(readEnrichmentInput('cf;nome;cognome\n1', ';').width).toBe(3);
  });

  it('counts records up to the limit, the header not being one', () => {
    const lines = (count: number) => Array.from({ length: count }, () => PERSON).join('\n');
    expect(readEnrichmentInput(`cf\n${lines(5)}`, ';', 5).records).toHaveLength(5);
    expect(() => readEnrichmentInput(lines(6), ';', 5)).toThrow(TooManyRecordsError);
  });
});
