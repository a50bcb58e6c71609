import { describe, expect, it } from 'vitest';
import type { DecisionSnapshot } from '../../../../shared/decision/snapshot';
import { createI18n } from '../../shared/i18n/create-i18n';
import { replayText, snapshotFacts } from './check-texts';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

describe('a replay in words', () => {
  it.each([
    [
      italian,
      'Ridecisa sui fatti registrati con la configurazione di allora: dà lo stesso esito registrato.',
      'Ridecisa sui fatti registrati con la configurazione di allora: dà Rosso EX305 invece dell’esito registrato, va esaminata.',
    ],
    [
      english,
      'Decided again on its recorded facts with the configuration of the time: it gives the recorded outcome.',
      'Decided again on its recorded facts with the configuration of the time: it gives Red EX305 instead of the recorded outcome, to be looked into.',
    ],
  ])('says what deciding it again gave, the light by its word: %#', (t, same, other) => {
    expect(replayText({ reproduced: true, trafficLight: 'V', code: 'EX400' }, t)).toBe(same);
    expect(replayText({ reproduced: false, trafficLight: 'R', code: 'EX305' }, t)).toBe(other);
  });
});

describe('the facts a check read', () => {
  const snapshot: DecisionSnapshot = {
    schemaVersion: 1,
    decidedAt: '2026-03-15T10:00:00.250Z',
    subjectType: 'PF',
    microSegment: 'PER',
    workflow: 'EVOPRECHECK',
    identifiers: ['RSSMRA85T10A562S'],
    whiteList: null,
    blackLists: { RADIATI: { listed: true, versionId: 'r' }, CEDUTI: { listed: false, versionId: null } },
    customer: {
      K_CRED_SCAD_NETTO_TOTALE: 600,
      K_CRED_A_SCAD_NETTO_TOTALE: 300,
      K_FATTURATO_ULTIMI_12M: 2000,
      K_ANDAMENTALE_CLASSE: 2,
    },
    bureau: { protests: true, prejudicialEvents: false, otherNegativeEvents: true },
    prospectRisk: { highRisk: false, fraudCorrelation: true },
    address: { inArrears: false, knownOthers: ['A', 'B'], listedOthers: { RADIATI: ['A'], CEDUTI: [] } },
  };
  const byLabel = (t: typeof italian) =>
    Object.fromEntries(snapshotFacts(snapshot, t).map((fact) => [fact.label, fact.value.replace(/\u00a0/g, ' ')]));

  it('in Italian', () => {
    expect(byLabel(italian)).toMatchObject({
      'Tipo soggetto e microsegmento': 'Persona Fisica · Persona Fisica o Ditta Individuale',
      'Decisa il': '15/03/2026 11:00:00',
      'White list': 'Nessuna iscrizione',
      'Black list radiati': 'Presente',
      'Black list ceduti': 'Assente',
      Cliente:
        'Scaduto netto: 600,00 € · A scadere netto: 300,00 € · Fatturato ultimi 12 mesi: 2.000,00 € · Classe andamentale: 2 - Buona',
      'Centrale rischi': 'protesti, altri eventi negativi',
      'Correlazione frode': 'Sì',
      'Indirizzo di fornitura': 'Altri soggetti noti: 2; in black list: 1',
    });
  });

  it('in English', () => {
    expect(byLabel(english)).toMatchObject({
      'Subject type and micro segment': 'Natural person · Natural person or sole proprietorship',
      'Decided at': '15/03/2026 11:00:00',
      'White list': 'No entry',
      'Struck-off black list': 'Listed',
      'Credit bureau': 'protests, other negative events',
      'Fraud correlation': 'Yes',
      'Supply address': 'Other known subjects: 2; black-listed: 1',
    });
    // Numbers are Italian in either language (docs/architecture.md, 'Formats').
    expect(byLabel(english).Customer).toContain('Invoiced, last 12 months: 2.000,00 €');
  });

  it('leaves out what it did not read, and names what is missing in words', () => {
    const sparse: DecisionSnapshot = {
      ...snapshot,
      whiteList: { revocationDate: null, expiringDate: null },
      customer: { K_CRED_SCAD_NETTO_TOTALE: 600, K_FATTURATO_ULTIMI_12M: null },
      address: null,
      workflow: 'EVOPRECHECK_NOSIC',
      prospectRisk: null,
    };
    const facts = Object.fromEntries(snapshotFacts(sparse, italian).map((fact) => [fact.label, fact.value]));
    expect(facts['White list']).toBe('Iscrizione senza scadenza');
    expect(facts.Cliente?.replace(/\u00a0/g, ' ')).toBe('Scaduto netto: 600,00 €');
    expect(facts).not.toHaveProperty('Indirizzo di fornitura');
    // A workflow without the credit bureau did not read it; no prospect risk data is no answer.
    expect(facts['Centrale rischi']).toBe('Non consultata: workflow senza centrale rischi');
    expect(facts['Correlazione frode']).toBe('Nessun dato');
    const inEnglish = Object.fromEntries(
      snapshotFacts({ ...sparse, customer: {} }, english).map((fact) => [fact.label, fact.value]),
    );
    expect(inEnglish.Customer).toBe('No payment data');
    expect(inEnglish['White list']).toBe('Entry with no expiry');
    expect(inEnglish['Credit bureau']).toBe('Not consulted: a workflow without the credit bureau');
    expect(inEnglish['High-risk profile']).toBe('No data');
    // No fact reads as a dash, a 'None' or a bare code.
    for (const value of [...Object.values(facts), ...Object.values(inEnglish)])
      expect(value).not.toMatch(/^—$|Nessuno|\bNone\b|^PF\b|\bPER$/);
  });
});
