import { describe, expect, it } from 'vitest';
import { validatePersonalTaxCode } from '../validators/tax-code';
import { birthDataOf, canonicalIdentifier, foldCompanyName, foldText, isPersonTaxCode } from './identity-fold';
import { omocodicVariant } from './monitoring-test-inputs';

describe('foldText', () => {
  it.each([
    ['Nicolò', 'NICOLO'],
    ['D’Angelo, Nicolò', 'D ANGELO NICOLO'],
    ["D'Angelo", 'D ANGELO'],
    ['  Via   Nuova 5, Roma (RM) ', 'VIA NUOVA 5 ROMA RM'],
    ['Società', 'SOCIETA'],
    ['ÀÈÉÌÒÙ', 'AEEIOU'],
    ['rossi-bianchi', 'ROSSI BIANCHI'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j folds to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('foldCompanyName', () => {
  it.each([
    'Edilizia Tiberina S.r.l.',
    'Edilizia Tiberina srl',
    'EDILIZIA TIBERINA S.R.L.',
    'Edilizia Tiberina Società a responsabilità limitata',
    'Edilizia Tiberina, S.r.l',
    'edilizia  tiberina',
  ])('%j folds to EDILIZIA TIBERINA', (name) => {
    expect(foldCompanyName(name)).toBe('EDILIZIA TIBERINA');
  });

  it.each([
    ['Trasporti Appia S.p.A.', 'TRASPORTI APPIA'],
    ['Trasporti Appia SpA', 'TRASPORTI APPIA'],
    ['Rossi & Figli S.n.c.', 'ROSSI FIGLI'],
    ['Café Nicolò S.a.s.', 'CAFE NICOLO'],
    [null, ''],
  ])('%j folds to %j', (name, folded) => {
    expect(foldCompanyName(name)).toBe(folded);
  });
});

describe('canonicalIdentifier', () => {
  const code = 'RMNFNC90E48H501K';

  it.each([1, 2, 3, 7])('an omocodic variant with %i digits replaced has the identifier of its code', (count) => {
    const variant = omocodicVariant(code, count);
    expect(variant).not.toBe(code);
    expect(validatePersonalTaxCode(variant)).toBeUndefined();
    expect(canonicalIdentifier(variant)).toBe(canonicalIdentifier(code));
  });

  it.each([
    ['RMNFNC90E48H501K', 'RMNFNC90E48H501'],
    ['rmnfnc90e48h501k', 'RMNFNC90E48H501'],
    [' RMNFNC90E48H501K ', 'RMNFNC90E48H501'],
    ['01234560587', '01234560587'],
    ['it01234560587', 'IT01234560587'],
  ])('%j → %j', (identifier, canonical) => {
    expect(canonicalIdentifier(identifier)).toBe(canonical);
  });

  it('two different people keep two identifiers', () => {
    expect(canonicalIdentifier('RMNFNC90E48H501K')).not.toBe(canonicalIdentifier('RMOFNC90E48H501B'));
  });
});

describe('birthDataOf', () => {
  it.each([
    ['RMNFNC90E48H501K', '90E48H501'],
    ['RMOFNC90E48H501B', '90E48H501'],
    [omocodicVariant('RMNFNC90E48H501K', 7), '90E48H501'],
    ['RSSMRA85T10A562S', '85T10A562'],
    ['01234560587', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (taxCode, birth) => {
    expect(birthDataOf(taxCode)).toBe(birth);
  });

  it('tells a person’s tax code from a number', () => {
    expect(isPersonTaxCode('rmnfnc90e48h501k')).toBe(true);
    expect(isPersonTaxCode('01234560587')).toBe(false);
  });
});
