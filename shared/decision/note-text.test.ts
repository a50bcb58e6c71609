import { describe, expect, it } from 'vitest';
import { noteText } from './note-text';
import type { DecisionNote } from './types';

// The Italian notes the request log stores and the enrichment file prints, exactly as they were before
// notes became data: the server's readers depend on them.
const SENTENCES: { [Code in DecisionNote['code']]: [Extract<DecisionNote, { code: Code }>, string] } = {
  WHITE_LIST_REVOKED: [
    { code: 'WHITE_LIST_REVOKED', revocationDate: '2025-01-10' },
    'White list revocata il 2025-01-10.',
  ],
  WHITE_LIST_NO_EXPIRY: [{ code: 'WHITE_LIST_NO_EXPIRY' }, 'White list senza data di scadenza: considerata valida.'],
  WHITE_LIST_EXPIRY_UNREADABLE: [
    { code: 'WHITE_LIST_EXPIRY_UNREADABLE', expiringDate: 'domani' },
    'Data di scadenza white list non leggibile: domani.',
  ],
  WHITE_LIST_EXPIRED: [
    { code: 'WHITE_LIST_EXPIRED', expiringDate: '2025-06-30T23:59:00.000Z' },
    'White list scaduta il 2025-06-30T23:59:00.000Z.',
  ],
  CHECK_ROW_MISSING: [
    { code: 'CHECK_ROW_MISSING', table: 'paymentTrendChecks', subjectType: 'PF', microSegment: 'PER' },
    'Nessuna riga andamento pagamenti per PF/PER: controllo non applicato.',
  ],
  CHECK_DISABLED: [
    {
      code: 'CHECK_DISABLED',
      table: 'whiteListChecks',
      subjectType: 'PG',
      microSegment: 'CON',
      row: { subjectType: 'PG', microSegment: 'CON' },
    },
    'Controllo white list disattivato per PG/CON (riga PG/CON).',
  ],
  OVERDUE_GROSS_USED: [
    { code: 'OVERDUE_GROSS_USED' },
    'K_CRED_SCAD_NETTO_TOTALE assente: usato il credito scaduto lordo K_CRED_SCAD_LORDO_TOTALE.',
  ],
  OVERDUE_UNKNOWN: [
    { code: 'OVERDUE_UNKNOWN' },
    'K_CRED_SCAD_NETTO_TOTALE e K_CRED_SCAD_LORDO_TOTALE assenti: credito scaduto non noto.',
  ],
  NOT_YET_DUE_MISSING: [
    { code: 'NOT_YET_DUE_MISSING' },
    "K_CRED_A_SCAD_NETTO_TOTALE assente: l'esposizione conta il solo credito scaduto.",
  ],
  INVOICED_MISSING: [
    { code: 'INVOICED_MISSING' },
    'K_FATTURATO_ULTIMI_12M assente: quota scaduta sul fatturato non calcolabile.',
  ],
  NOTHING_INVOICED_WITH_OVERDUE: [
    { code: 'NOTHING_INVOICED_WITH_OVERDUE' },
    'Nessun fatturato negli ultimi 12 mesi a fronte di un credito scaduto: quota scaduta oltre ogni soglia.',
  ],
  PERFORMANCE_CLASS_INVALID: [
    { code: 'PERFORMANCE_CLASS_INVALID' },
    'K_ANDAMENTALE_CLASSE assente o non valida (attesa da 1 a 6).',
  ],
  PAYMENT_TREND_NOT_APPLICABLE: [
    { code: 'PAYMENT_TREND_NOT_APPLICABLE' },
    'Controllo andamento pagamenti non applicabile: credito scaduto non noto.',
  ],
  PAYMENT_SCORE_NOT_APPLICABLE: [
    { code: 'PAYMENT_SCORE_NOT_APPLICABLE' },
    'Controllo andamentale non applicabile: classe andamentale non nota.',
  ],
  GRACE_NOT_APPLICABLE: [
    { code: 'GRACE_NOT_APPLICABLE' },
    'Tolleranza non applicabile: quota scaduta non calcolabile.',
  ],
  BUREAU_SKIPPED: [
    { code: 'BUREAU_SKIPPED', workflow: 'EVOPRECHECK_NOSIC' },
    'Workflow EVOPRECHECK_NOSIC: controllo centrale rischi non eseguito.',
  ],
  BUREAU_NO_DATA: [{ code: 'BUREAU_NO_DATA' }, 'Nessun dato dalla centrale rischi per il soggetto.'],
  PROSPECT_RISK_NO_DATA: [
    { code: 'PROSPECT_RISK_NO_DATA' },
    'Nessun dato di rischio prospect: alto rischio e correlazione frode non valutati.',
  ],
};

describe('noteText: the Italian sentence of every note', () => {
  it.each(Object.entries(SENTENCES))('%s', (_, [note, sentence]) => {
    expect(noteText(note)).toBe(sentence);
  });
});
