import { describe, expect, it } from 'vitest';
import type { DecisionSnapshot } from '../../../../shared/decision/snapshot';
import type { BlacklistVersionName, ConfigurationVersionName } from '../../../../shared/schemas/check-detail';
import { createI18n } from '../../shared/i18n/create-i18n';
import { blacklistName, configurationName, snapshotFacts } from './check-texts';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

const configuration: ConfigurationVersionName = {
  id: 'demo-configuration-0',
  version: 2,
  status: 'ARCHIVED',
  validityStartDate: '2025-06-01T00:00:00.000Z',
  validityEndDate: '2025-12-31T23:00:00.000Z',
  publicationUser: 'mario.rossi',
  note: 'Prima configurazione',
};
const list: BlacklistVersionName = {
  id: '20251215-093000-0a000002',
  filename: 'radiati_dicembre_2025',
  status: 'ACTIVE',
  validFrom: '2025-12-16T23:00:00.000Z',
  validTo: null,
};

describe('versions by name and date, never by id', () => {
  it.each([
    [italian, 'In vigore dal 01/06/2025 al 01/01/2026, pubblicata da mario.rossi'],
    [english, 'In force from 01/06/2025 to 01/01/2026, published by mario.rossi'],
  ])('a configuration: %#', (t, text) => {
    expect(configurationName(configuration, t)).toBe(text);
  });

  it.each([
    [
      italian,
      'radiati_dicembre_2025, in vigore dal 17/12/2025 a oggi',
      'Nessuna versione in vigore',
      'Versione non più presente',
    ],
    [
      english,
      'radiati_dicembre_2025, in force from 17/12/2025 to date',
      'No version in force',
      'Version no longer stored',
    ],
  ])('a black list, none, one no longer stored: %#', (t, named, none, gone) => {
    expect(blacklistName(list, list.id, t)).toBe(named);
    expect(blacklistName(null, null, t)).toBe(none);
    expect(blacklistName(null, 'x', t)).toBe(gone);
  });

  it('a draft never in force reads as being prepared', () => {
    expect(configurationName({ ...configuration, validityStartDate: null, status: 'UPDATING' }, english)).toBe(
      'being prepared, not published yet',
    );
    expect(blacklistName({ ...list, validFrom: null, status: 'READY' }, null, italian)).toBe(
      'radiati_dicembre_2025, caricata e non ancora pubblicata',
    );
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
      'Decisa il': '15/03/2026 11:00:00',
      'White list': 'Nessuna iscrizione',
      'Black list radiati': 'Presente',
      'Black list ceduti': 'Assente',
      Cliente:
        'Scaduto netto: 600,00 € · A scadere netto: 300,00 € · Fatturato ultimi 12 mesi: 2.000,00 € · Classe andamentale: 2',
      'Centrale rischi': 'protesti, altri eventi negativi',
      'Correlazione frode': 'Sì',
      'Indirizzo di fornitura': 'Altri soggetti noti: 2; in black list: 1',
    });
  });

  it('in English', () => {
    expect(byLabel(english)).toMatchObject({
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
});
