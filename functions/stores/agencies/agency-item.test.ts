import { describe, expect, it } from 'vitest';
import { agencyOf, agencySearchText, newAgencyItem, renameUpdate, storedAgencyOf } from './agency-item';

const CHANGE = { by: 'mario.rossi', at: '2026-03-02T10:15:00.000Z' };

describe('agencySearchText: code and name folded together', () => {
  it.each([
    [{ code: 'AG01001', name: 'Rossi Energia S.r.l.' }, 'AG01001 ROSSI ENERGIA S.R.L.'],
    [{ code: 'AG-2', name: 'Caffè  Società' }, 'AG-2 CAFFE SOCIETA'],
    [{ code: 'X', name: 'Città di Castello' }, 'X CITTA DI CASTELLO'],
  ])('%j reads %j', (agency, expected) => {
    expect(agencySearchText(agency)).toBe(expected);
  });
});

describe('newAgencyItem', () => {
  it('keys the agency by code, lists it by creation, created and last changed by the call', () => {
    expect(newAgencyItem({ code: 'AG1', name: 'Alfa Vendite' }, CHANGE)).toEqual({
      pk: 'AGENCY#AG1',
      sk: 'AGENCY',
      gsi1pk: 'AGENCIES',
      gsi1sk: '2026-03-02T10:15:00.000Z#AG1',
      code: 'AG1',
      name: 'Alfa Vendite',
      searchText: 'AG1 ALFA VENDITE',
      createdAt: CHANGE.at,
      createdBy: CHANGE.by,
      updatedAt: CHANGE.at,
      updatedBy: CHANGE.by,
    });
  });
});

describe('renameUpdate', () => {
  const update = renameUpdate({ code: 'AG1', name: 'Nuovo Nome' }, CHANGE);

  it('changes the name, its search text and the last change, only on an agency that exists', () => {
    expect(update.Key).toEqual({ pk: 'AGENCY#AG1', sk: 'AGENCY' });
    expect(update.ConditionExpression).toBe('attribute_exists(pk)');
    expect(update.ExpressionAttributeValues).toEqual({
      ':name': 'Nuovo Nome',
      ':searchText': 'AG1 NUOVO NOME',
      ':at': CHANGE.at,
      ':by': CHANGE.by,
    });
  });

  it.each(['code', 'createdAt', 'createdBy', 'gsi1pk', 'gsi1sk'])('leaves %s alone', (attribute) => {
    expect(Object.values(update.ExpressionAttributeNames)).not.toContain(attribute);
  });

  it('names every attribute it sets and sets every name it declares', () => {
    for (const placeholder of Object.keys(update.ExpressionAttributeNames)) {
      expect(update.UpdateExpression).toContain(placeholder);
    }
    for (const placeholder of Object.keys(update.ExpressionAttributeValues)) {
      expect(update.UpdateExpression).toContain(placeholder);
    }
  });
});

describe('agencyOf and storedAgencyOf', () => {
  const item = newAgencyItem({ code: 'AG1', name: 'Alfa' }, CHANGE);

  it.each([
    ['a stored item: its code and name', item, { code: 'AG1', name: 'Alfa' }],
    ['an item missing fields: empty texts, never undefined', { pk: 'AGENCY#X' }, { code: '', name: '' }],
  ])('agencyOf, %s', (_, from, expected) => {
    expect(agencyOf(from)).toEqual(expected);
  });

  it('storedAgencyOf keeps the row and who changed it, not keys nor search text', () => {
    expect(storedAgencyOf(item)).toEqual({
      code: 'AG1',
      name: 'Alfa',
      createdAt: CHANGE.at,
      createdBy: CHANGE.by,
      updatedAt: CHANGE.at,
      updatedBy: CHANGE.by,
    });
  });
});
