import { rowLabel } from './configuration-rows';
import { CUSTOMER_FIELDS } from './customer-metrics';
import type { CheckTable, DecisionNote } from './types';

/**
 * The Italian sentence of each note, as the request log stores it and the enrichment file prints it
 * ('Note esito'). These texts are read by the server: change them only together with their readers.
 * The console words the same notes from their codes, in either language.
 */

const TABLE_LABELS: Readonly<Record<CheckTable, string>> = {
  whiteListChecks: 'white list',
  paymentTrendChecks: 'andamento pagamenti',
  paymentScoreChecks: 'andamentale',
};

const { overdueNet, overdueGross, notYetDue, invoiced12Months, performanceClass } = CUSTOMER_FIELDS;

export function noteText(note: DecisionNote): string {
  switch (note.code) {
    case 'WHITE_LIST_REVOKED':
      return `White list revocata il ${note.revocationDate}.`;
    case 'WHITE_LIST_NO_EXPIRY':
      return 'White list senza data di scadenza: considerata valida.';
    case 'WHITE_LIST_EXPIRY_UNREADABLE':
      return `Data di scadenza white list non leggibile: ${note.expiringDate}.`;
    case 'WHITE_LIST_EXPIRED':
      return `White list scaduta il ${note.expiringDate}.`;
    case 'CHECK_ROW_MISSING':
      return `Nessuna riga ${TABLE_LABELS[note.table]} per ${note.subjectType}/${note.microSegment}: controllo non applicato.`;
    case 'CHECK_DISABLED':
      return `Controllo ${TABLE_LABELS[note.table]} disattivato per ${note.subjectType}/${note.microSegment} (riga ${rowLabel(note.row)}).`;
    case 'OVERDUE_GROSS_USED':
      return `${overdueNet} assente: usato il credito scaduto lordo ${overdueGross}.`;
    case 'OVERDUE_UNKNOWN':
      return `${overdueNet} e ${overdueGross} assenti: credito scaduto non noto.`;
    case 'NOT_YET_DUE_MISSING':
      return `${notYetDue} assente: l'esposizione conta il solo credito scaduto.`;
    case 'INVOICED_MISSING':
      return `${invoiced12Months} assente: quota scaduta sul fatturato non calcolabile.`;
    case 'NOTHING_INVOICED_WITH_OVERDUE':
      return 'Nessun fatturato negli ultimi 12 mesi a fronte di un credito scaduto: quota scaduta oltre ogni soglia.';
    case 'PERFORMANCE_CLASS_INVALID':
      return `${performanceClass} assente o non valida (attesa da 1 a 6).`;
    case 'PAYMENT_TREND_NOT_APPLICABLE':
      return 'Controllo andamento pagamenti non applicabile: credito scaduto non noto.';
    case 'PAYMENT_SCORE_NOT_APPLICABLE':
      return 'Controllo andamentale non applicabile: classe andamentale non nota.';
    case 'GRACE_NOT_APPLICABLE':
      return 'Tolleranza non applicabile: quota scaduta non calcolabile.';
    case 'BUREAU_SKIPPED':
      return `Workflow ${note.workflow}: controllo centrale rischi non eseguito.`;
    case 'BUREAU_NO_DATA':
      return 'Nessun dato dalla centrale rischi per il soggetto.';
    case 'PROSPECT_RISK_NO_DATA':
      return 'Nessun dato di rischio prospect: alto rischio e correlazione frode non valutati.';
  }
}
