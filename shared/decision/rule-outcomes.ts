import { PRECHECK_RESULT_CODE_LABELS, RESULT_CODE_LABELS, type ResultCode, type TrafficLight } from '../enums';
import type { DecisionRule } from './types';

/** What each rule answers when it fires, and the sentence that explains it. */
export const RULE_OUTCOMES: Readonly<
  Record<DecisionRule, { trafficLight: TrafficLight; code: ResultCode; summary: string }>
> = {
  WHITE_LIST: {
    trafficLight: 'V',
    code: 'EX301',
    summary: 'Soggetto in white list, non revocato e non scaduto, con il controllo white list attivo per il segmento.',
  },
  BLACK_LIST_RADIATI: {
    trafficLight: 'R',
    code: 'EX305',
    summary: 'Soggetto presente nella black list RADIATI attiva.',
  },
  BLACK_LIST_CEDUTI: {
    trafficLight: 'R',
    code: 'EX306',
    summary: 'Soggetto presente nella black list CEDUTI attiva.',
  },
  PAYMENT_TREND: {
    trafficLight: 'R',
    code: 'EX303',
    summary:
      'Cliente esistente con morosità in corso: credito scaduto oltre soglia, con quota sul fatturato o esposizione oltre soglia.',
  },
  PAYMENT_SCORE: {
    trafficLight: 'R',
    code: 'EX302',
    summary:
      'Cliente esistente con classe andamentale pari o peggiore della soglia, senza tolleranza sulla quota scaduta.',
  },
  EXISTING_CUSTOMER: {
    trafficLight: 'V',
    code: 'EX406',
    summary: 'Cliente esistente senza morosità in corso né profilo andamentale negativo.',
  },
  BUREAU_PROTESTS: {
    trafficLight: 'R',
    code: 'EX401',
    summary: 'Prospect con protesti registrati presso la centrale rischi.',
  },
  BUREAU_PREJUDICIAL: {
    trafficLight: 'R',
    code: 'EX402',
    summary: 'Prospect con eventi pregiudizievoli registrati presso la centrale rischi.',
  },
  BUREAU_OTHER_NEGATIVE: {
    trafficLight: 'R',
    code: 'EX404',
    summary: 'Prospect con altri eventi negativi registrati presso la centrale rischi.',
  },
  HIGH_RISK_FRAUD: {
    trafficLight: 'R',
    code: 'EX407',
    summary: 'Prospect ad alto rischio, con indirizzo di fornitura condiviso con un soggetto in black list o moroso.',
  },
  FRAUD_CORRELATION: {
    trafficLight: 'R',
    code: 'EX408',
    summary: 'Indirizzo di fornitura condiviso con un soggetto in black list o moroso.',
  },
  HIGH_RISK: {
    trafficLight: 'R',
    code: 'EX409',
    summary: 'Prospect con profilo ad alto rischio.',
  },
  PROSPECT: {
    trafficLight: 'V',
    code: 'EX400',
    summary: 'Prospect senza evidenze negative.',
  },
};

const LABELS: Readonly<Record<ResultCode, string>> = { ...RESULT_CODE_LABELS, ...PRECHECK_RESULT_CODE_LABELS };

export function resultCodeLabel(code: ResultCode): string {
  return LABELS[code];
}
