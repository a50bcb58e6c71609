import { describe, expect, it } from 'vitest';
import type { ConfigurationChange } from '../../../../../shared/configuration/configuration-diff';
import { createI18n } from '../../../shared/i18n/create-i18n';
import { configurationChangeText } from './configuration-change-text';

const italian = createI18n({ lng: 'it' }).t;
const english = createI18n({ lng: 'en' }).t;

const PF_RES = { subjectType: 'PF', microSegment: 'RES' } as const;

describe('configurationChangeText', () => {
  it.each<[ConfigurationChange, string, string]>([
    [
      { kind: 'thresholdChanged', table: 'paymentTrendChecks', key: PF_RES, field: 'delayThreshold', from: 20, to: 25 },
      'Parametri Black List Morosi · PF / RES: soglia ritardo 20% → 25%',
      'Arrears black list parameters · PF / RES: delay threshold 20% → 25%',
    ],
    [
      {
        kind: 'thresholdChanged',
        table: 'paymentTrendChecks',
        key: { subjectType: 'PG', microSegment: 'DEFAULT' },
        field: 'amountThreshold',
        from: 50000,
        to: 62500.5,
      },
      'Parametri Black List Morosi · PG / DEFAULT: soglia importo 50.000,00 € → 62.500,50 €',
      'Arrears black list parameters · PG / DEFAULT: amount threshold 50.000,00 € → 62.500,50 €',
    ],
    [
      {
        kind: 'thresholdChanged',
        table: 'paymentScoreChecks',
        key: PF_RES,
        field: 'paymentScoreThreshold',
        from: 5,
        to: 4,
      },
      'Parametri Andamentale · PF / RES: soglia classe andamentale 5 → 4',
      'Payment score parameters · PF / RES: payment score threshold 5 → 4',
    ],
    [
      { kind: 'enabledChanged', table: 'whiteListChecks', key: PF_RES, from: true, to: false },
      'Parametri white list · PF / RES: controllo disattivato',
      'White list parameters · PF / RES: check switched off',
    ],
    [
      { kind: 'enabledChanged', table: 'paymentScoreChecks', key: PF_RES, from: false, to: true },
      'Parametri Andamentale · PF / RES: controllo attivato',
      'Payment score parameters · PF / RES: check switched on',
    ],
    [
      {
        kind: 'rowAdded',
        table: 'paymentTrendChecks',
        row: { ...PF_RES, delayThreshold: 25, amountThreshold: 3000, amountExpiredThreshold: 300, enabled: true },
      },
      'Parametri Black List Morosi · PF / RES: riga aggiunta (soglia ritardo 25%, soglia importo 3.000,00 €, soglia importo scaduto 300,00 €, attivo)',
      'Arrears black list parameters · PF / RES: row added (delay threshold 25%, amount threshold 3.000,00 €, overdue amount threshold 300,00 €, on)',
    ],
    [
      { kind: 'rowRemoved', table: 'whiteListChecks', row: { ...PF_RES, enabled: false } },
      'Parametri white list · PF / RES: riga rimossa (disattivo)',
      'White list parameters · PF / RES: row removed (off)',
    ],
    [
      { kind: 'reasonAdded', reason: 'Cliente strategico' },
      'Aggiunta causale «Cliente strategico»',
      'Reason «Cliente strategico» added',
    ],
    [{ kind: 'reasonRemoved', reason: 'Altro' }, 'Rimossa causale «Altro»', 'Reason «Altro» removed'],
    [
      { kind: 'validityDaysChanged', from: 90, to: 1200 },
      'White list - Data fine validità: giorni di validità 90 → 1.200',
      'White list - Validity end date: validity days 90 → 1.200',
    ],
  ])('%o', (change, inItalian, inEnglish) => {
    // Intl separates the euro sign with a no-break space; the sentences above use a plain one.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(configurationChangeText(change, italian))).toBe(inItalian);
    expect(plain(configurationChangeText(change, english))).toBe(inEnglish);
  });
});
