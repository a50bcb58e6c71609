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
      'Parametri Black List Morosi · Persona Fisica / Reseller: soglia ritardo 20% → 25%',
      'Arrears black list parameters · Natural person / Reseller: delay threshold 20% → 25%',
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
      'Parametri Black List Morosi · Persona Giuridica / Default (ogni altro microsegmento): soglia importo 50.000 € → 62.500,50 €',
      'Arrears black list parameters · Legal entity / Default (any other micro segment): amount threshold 50.000 € → 62.500,50 €',
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
      'Parametri Andamentale · Persona Fisica / Reseller: soglia classe andamentale 5 → 4',
      'Payment score parameters · Natural person / Reseller: payment score threshold 5 → 4',
    ],
    [
      { kind: 'enabledChanged', table: 'whiteListChecks', key: PF_RES, from: true, to: false },
      'Parametri white list · Persona Fisica / Reseller: controllo disattivato',
      'White list parameters · Natural person / Reseller: check switched off',
    ],
    [
      { kind: 'enabledChanged', table: 'paymentScoreChecks', key: PF_RES, from: false, to: true },
      'Parametri Andamentale · Persona Fisica / Reseller: controllo attivato',
      'Payment score parameters · Natural person / Reseller: check switched on',
    ],
    [
      {
        kind: 'rowAdded',
        table: 'paymentTrendChecks',
        row: { ...PF_RES, delayThreshold: 25, amountThreshold: 3000, amountExpiredThreshold: 300, enabled: true },
      },
      'Parametri Black List Morosi · Persona Fisica / Reseller: riga aggiunta (soglia ritardo 25%, soglia importo 3.000 €, soglia importo scaduto 300 €, attivo)',
      'Arrears black list parameters · Natural person / Reseller: row added (delay threshold 25%, amount threshold 3.000 €, overdue amount threshold 300 €, on)',
    ],
    [
      { kind: 'rowRemoved', table: 'whiteListChecks', row: { ...PF_RES, enabled: false } },
      'Parametri white list · Persona Fisica / Reseller: riga rimossa (disattivo)',
      'White list parameters · Natural person / Reseller: row removed (off)',
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
