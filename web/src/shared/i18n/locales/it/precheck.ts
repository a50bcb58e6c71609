import { RULE_OUTCOMES } from '../../../../../../shared/decision/rule-outcomes';
import type { DecisionRule } from '../../../../../../shared/decision/types';

/** The engine's own Italian summary of each rule, so the console and the request log say the same. */
const RULE_SUMMARIES = Object.fromEntries(
  Object.entries(RULE_OUTCOMES).map(([rule, outcome]) => [rule, outcome.summary]),
) as Record<DecisionRule, string>;

export const precheckTexts = {
  precheck: {
    description: 'Verifica del rischio di credito di un singolo soggetto',
    subjectSection: 'Dati anagrafici',
    supplySection: 'Dati di fornitura',
    fields: {
      subjectType: 'Tipo soggetto',
      microSegment: 'Microsegmento',
      vatRegistrationNo: 'Partita IVA',
      taxCode: 'Codice fiscale',
      name: 'Nome',
      surname: 'Cognome',
      commodity: 'Commodity',
      paymentMode: 'Modalità di pagamento',
      provinceCode: 'Provincia',
      municipality: 'Comune',
      street: 'Via',
    },
    placeholders: {
      choose: 'Selezionare',
      province: 'Selezionare una provincia',
      municipality: 'Selezionare un comune',
    },
    subjectTypes: { PF: 'Persona Fisica', PG: 'Persona Giuridica' },
    microSegments: { PER: 'Persona Fisica o Ditta Individuale', SOC: 'Società', CON: 'Condominio' },
    commodities: { GAS: 'Gas', ELE: 'Energia elettrica', DUAL: 'Dual' },
    paymentModes: { BOL_POS: 'Bollettino postale', BON: 'Bonifico', RID: 'Addebito diretto (RID)' },
    loadingProvinces: 'Caricamento province',
    loadingMunicipalities: 'Caricamento comuni',
    loadError: "Impossibile caricare l'elenco",
    retry: 'Riprova',
    filter: 'Cerca',
    noMatch: 'Nessun risultato',
    submit: 'Esegui verifica',
    reset: 'Reset',
    errorTitle: 'Verifica non eseguita',
    result: {
      title: 'Esito Verifica',
      light: 'Semaforo',
      R: 'Rosso',
      V: 'Verde',
      reasonCode: 'Codice esito',
      reasonDescription: 'Descrizione esito',
      idRequest: 'Identificativo richiesta',
      warning:
        "Si sconsiglia di ripetere le verifiche sugli stessi soggetti: l'esito definitivo viene ricalcolato con controlli più ampi al momento dell'inserimento in CRM, e le verifiche effettuate sono monitorate.",
      details: 'Dettagli',
      rule: 'Regola applicata',
      summary: 'Motivazione',
      comparisons: 'Confronti',
      configurationRows: 'Righe di configurazione',
      configuration: 'Configurazione',
      configurationValue: 'In vigore dal {{from}} (versione {{id}})',
      configurationVersion: 'Versione {{id}}',
      blacklist: 'Black list',
      notes: 'Note',
      none: 'Nessuno',
      dismiss: 'Chiudi la finestra',
      close: 'Chiudi',
      // What an agent reads: which check decided, by its name, never what it found in figures.
      agentRules: {
        WHITE_LIST: 'White list',
        BLACK_LIST_RADIATI: 'Black list radiati',
        BLACK_LIST_CEDUTI: 'Black list ceduti',
        PAYMENT_TREND: 'Andamento pagamenti',
        PAYMENT_SCORE: 'Classe andamentale',
        EXISTING_CUSTOMER: 'Cliente esistente',
        BUREAU_PROTESTS: 'Centrale rischi: protesti',
        BUREAU_PREJUDICIAL: 'Centrale rischi: eventi pregiudizievoli',
        BUREAU_OTHER_NEGATIVE: 'Centrale rischi: altri eventi negativi',
        HIGH_RISK_FRAUD: 'Profilo di rischio e correlazione frode',
        FRAUD_CORRELATION: 'Correlazione frode',
        HIGH_RISK: 'Profilo di rischio',
        PROSPECT: 'Nuovo cliente (prospect)',
      },
      agentNote: "I dati del cliente e le soglie della verifica sono riservati all'ufficio rischio di credito.",
    },
    // 'Dettagli' of the result, worded for a risk officer from the explanation's data.
    explanation: {
      rules: {
        WHITE_LIST: 'Esenzione white list',
        BLACK_LIST_RADIATI: 'Black list radiati',
        BLACK_LIST_CEDUTI: 'Black list ceduti',
        PAYMENT_TREND: 'Morosità in corso',
        PAYMENT_SCORE: 'Profilo andamentale negativo',
        EXISTING_CUSTOMER: 'Cliente esistente senza criticità',
        BUREAU_PROTESTS: 'Protesti in centrale rischi',
        BUREAU_PREJUDICIAL: 'Eventi pregiudizievoli in centrale rischi',
        BUREAU_OTHER_NEGATIVE: 'Altri eventi negativi in centrale rischi',
        HIGH_RISK_FRAUD: 'Alto rischio con possibile correlazione frode',
        FRAUD_CORRELATION: 'Possibile correlazione frode',
        HIGH_RISK: 'Prospect ad alto rischio',
        PROSPECT: 'Prospect senza evidenze negative',
      },
      summaries: RULE_SUMMARIES,
      // Whom each black list holds (spec section 1), said beside the rule that names it.
      blacklists: {
        RADIATI:
          'La black list radiati raccoglie i soggetti radiati: clienti i cui crediti insoluti sono stati stralciati in passato.',
        CEDUTI:
          'La black list ceduti raccoglie i soggetti i cui crediti insoluti sono stati ceduti a terzi in passato.',
      },
      // The check tables as the configuration screen names them (spec 'Configuration' tabs).
      tables: {
        whiteListChecks: 'Parametri white list',
        paymentTrendChecks: 'Parametri Black List Morosi',
        paymentScoreChecks: 'Parametri Andamentale',
      },
      checks: {
        WHITE_LIST: 'Controllo white list',
        PAYMENT_TREND: 'Controllo morosità in corso',
        PAYMENT_SCORE: 'Controllo andamentale',
      },
      tableRow: '{{table}}: {{row}}',
      segment: '{{subjectType}}, segmento {{microSegment}}',
      defaultSegment: '{{subjectType}}, segmento predefinito',
      measures: {
        OVERDUE: 'Credito scaduto',
        OVERDUE_GROSS: 'Credito scaduto lordo',
        OVERDUE_SHARE: 'Quota scaduta sul fatturato degli ultimi 12 mesi',
        EXPOSURE: 'Esposizione (credito scaduto più credito a scadere)',
        PERFORMANCE_CLASS: 'Classe andamentale',
        GRACE_SHARE: 'Quota scaduta sul fatturato degli ultimi 12 mesi',
      },
      // {{relation}} is the sign that holds between the two values (≥, <, ≤, >).
      threshold: {
        met: '{{measure}} {{actual}} {{relation}} soglia {{threshold}}: soglia raggiunta.',
        notMet: '{{measure}} {{actual}} {{relation}} soglia {{threshold}}: soglia non raggiunta.',
        unknownMet: '{{measure}} non calcolabile (soglia {{threshold}}): soglia considerata raggiunta.',
        unknownNotMet: '{{measure}} non calcolabile (soglia {{threshold}}): soglia non raggiunta.',
      },
      grace: {
        met: '{{measure}} {{actual}} {{relation}} tolleranza {{threshold}}: tolleranza applicata.',
        notMet: '{{measure}} {{actual}} {{relation}} tolleranza {{threshold}}: tolleranza non applicata.',
        unknownMet: '{{measure}} non calcolabile (tolleranza {{threshold}}): tolleranza applicata.',
        unknownNotMet: '{{measure}} non calcolabile (tolleranza {{threshold}}): tolleranza non applicata.',
      },
      expiry: {
        met: 'Verifica del {{actual}}, entro la scadenza della white list del {{threshold}}: white list valida.',
        notMet: 'Verifica del {{actual}}, oltre la scadenza della white list del {{threshold}}: white list scaduta.',
      },
      notes: {
        WHITE_LIST_REVOKED: 'White list revocata il {{date}}: il soggetto non è esente.',
        WHITE_LIST_NO_EXPIRY: 'La white list non ha data di scadenza: è considerata valida.',
        WHITE_LIST_EXPIRY_UNREADABLE:
          'La data di scadenza della white list non è leggibile ({{value}}): la white list è considerata scaduta.',
        WHITE_LIST_EXPIRED: 'White list scaduta il {{date}}: il soggetto non è esente.',
        CHECK_ROW_MISSING: 'Nessuna riga nei {{table}} per {{segment}}: controllo non applicato.',
        CHECK_DISABLED: '{{check}} disattivato per {{segment}} (riga {{row}}): controllo non applicato.',
        OVERDUE_GROSS_USED: 'Credito scaduto netto assente: è stato usato il credito scaduto lordo.',
        OVERDUE_UNKNOWN: 'Credito scaduto netto e lordo assenti: credito scaduto non noto.',
        NOT_YET_DUE_MISSING: "Credito a scadere assente: l'esposizione conta il solo credito scaduto.",
        INVOICED_MISSING: 'Fatturato degli ultimi 12 mesi assente: la quota scaduta sul fatturato non è calcolabile.',
        NOTHING_INVOICED_WITH_OVERDUE:
          'Nessun fatturato negli ultimi 12 mesi a fronte di un credito scaduto: la quota scaduta è oltre ogni soglia.',
        PERFORMANCE_CLASS_INVALID: 'Classe andamentale assente o non valida (attesa da 1 a 6).',
        PAYMENT_TREND_NOT_APPLICABLE: 'Controllo morosità in corso non applicabile: credito scaduto non noto.',
        PAYMENT_SCORE_NOT_APPLICABLE: 'Controllo andamentale non applicabile: classe andamentale non nota.',
        GRACE_NOT_APPLICABLE: 'Tolleranza non applicabile: la quota scaduta non è calcolabile.',
        BUREAU_SKIPPED: 'Workflow «{{workflow}}»: la centrale rischi non viene consultata.',
        BUREAU_NO_DATA: 'Nessun dato dalla centrale rischi per il soggetto.',
        PROSPECT_RISK_NO_DATA: 'Nessun dato di rischio prospect: alto rischio e correlazione frode non valutati.',
      },
    },
  },
};
