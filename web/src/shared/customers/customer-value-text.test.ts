import { describe, expect, it } from 'vitest';
import type { Customer, CustomerFeedField } from '../../../../shared/customers/customer-fields';
import { createI18n } from '../i18n/create-i18n';
import { customerValueText, feedValueKey, sentenceCase, yesNo } from './customer-value-text';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

describe('a customer field as it reads on screen', () => {
  it.each<[CustomerFeedField, string | number | null, string, string]>([
    ['K_ANDAMENTALE_CLASSE', '1', '1 - Ottima', '1 - Excellent'],
    ['K_ANDAMENTALE_CLASSE', '6', '6 - Pessima', '6 - Very poor'],
    ['K_INDICE_DUNNING', '3', '3 - Grave', '3 - Severe'],
    ['K_INDICE_DUNNING', '9', '9', '9'],
    ['A_MERCATO', 'T', 'Tutelato', 'Protected market'],
    ['A_MICRO_SEGMENTO_DESC', 'CON', 'Condominio', 'Condominium'],
    ['K_STATO_CLIENTE', 'CESSATO', 'Cessato', 'Ceased'],
    ['C_STATO_ATTIVITA', 'IN LIQUIDAZIONE', 'In liquidazione', 'In liquidation'],
    [
      'C_FORMA_GIURIDICA',
      'SOCIETA\u2019 A RESPONSABILITA\u2019 LIMITATA',
      'Società a responsabilità limitata',
      'Limited liability company (S.r.l.)',
    ],
    ['C_FORMA_GIURIDICA', "SOCIETA' CONSORTILE", "Societa' consortile", "Societa' consortile"],
    ['K_RECUPERABILITA_CLASSE', 'ALTA', 'Alta', 'High'],
    ['S_CLASSE_CGS_DESC', 'Rischio molto basso', 'Rischio molto basso', 'Very low risk'],
    [
      'C_DESCRIZIONE_ATECO_07',
      'Bar e altri esercizi simili senza cucina',
      'Bar e altri esercizi simili senza cucina',
      'Bar e altri esercizi simili senza cucina',
    ],
    ['C_PROTESTI_SI_NO', 'SI', 'Sì', 'Yes'],
    ['A_PRESENZA_PDR', 'NO', 'No', 'No'],
    ['K_CRED_SCAD_NETTO_TOTALE', 100000, '100.000,00\u00a0€', '100.000,00\u00a0€'],
    ['S_VALORE_CGS', 1234.5, '1.234,5', '1.234,5'],
    ['K_DATA_CALCOLO_KPI', '2026-03-05', '05/03/2026', '05/03/2026'],
    ['A_RAGIONE_SOCIALE', 'ROSSI IMPIANTI S.R.L.', 'ROSSI IMPIANTI S.R.L.', 'ROSSI IMPIANTI S.R.L.'],
    ['C_STATO_ATTIVITA', null, '-', '-'],
    ['C_STATO_ATTIVITA', '', '-', '-'],
  ])('%s %j reads %j in Italian and %j in English', (field, value, inItalian, inEnglish) => {
    const typed = value as Customer[typeof field];
    expect(customerValueText(field, typed, italian).replace(/\s/g, ' ')).toBe(inItalian.replace(/\s/g, ' '));
    expect(customerValueText(field, typed, english).replace(/\s/g, ' ')).toBe(inEnglish.replace(/\s/g, ' '));
  });
});

describe('the words of the feed', () => {
  it.each([
    ['IN LIQUIDAZIONE', 'IN_LIQUIDAZIONE'],
    ['SOCIETA\u2019 PER AZIONI', 'SOCIETA_PER_AZIONI'],
    ['Società per azioni', 'SOCIETA_PER_AZIONI'],
    [' alta ', 'ALTA'],
  ])('%j has the key %j', (value, key) => {
    expect(feedValueKey(value)).toBe(key);
  });

  it.each([
    ['IN LIQUIDAZIONE', 'In liquidazione'],
    ['Già in minuscolo', 'Già in minuscolo'],
    ['47.11.40', '47.11.40'],
    ['ÀTTIVA', 'Àttiva'],
  ])('%j in sentence case is %j', (value, expected) => {
    expect(sentenceCase(value)).toBe(expected);
  });
});

describe('a bureau flag', () => {
  it.each<[string | null, 'yes' | 'no' | null]>([
    ['SI', 'yes'],
    ['si', 'yes'],
    ['S', 'yes'],
    ['true', 'yes'],
    ['NO', 'no'],
    [' n ', 'no'],
    ['false', 'no'],
    ['', null],
    [null, null],
    ['FORSE', null],
  ])('%s', (value, flag) => {
    expect(yesNo(value)).toBe(flag);
  });
});
