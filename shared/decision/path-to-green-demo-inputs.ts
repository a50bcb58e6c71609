import { clean, company } from './decide-test-inputs';
import type { PathContext } from './path-to-green-types';
import type { DecisionInput } from './types';

/**
 * The precheck's demo subjects (README 'Try these subjects') as the engine reads them, with the demo's
 * figures and black-list versions, so the path tests speak of the checks a risk officer can run.
 * Imported by tests only; it stays beside the engine since shared/ imports nothing outside itself.
 */

/** The demo's black-list versions in force (radiati_dicembre_2025, ceduti_dicembre_2025). */
export const DEMO_VERSIONS: PathContext['blacklistVersions'] = {
  RADIATI: '20251215-093000-0a000002',
  CEDUTI: '20251210-101500-0c000002',
};
/** The RADIATI company's VAT number: the listed subject at the flagged address. */
const LISTED_AT_THE_ADDRESS = '01234560587';
export const FLAGGED_ADDRESS_FACTS: NonNullable<PathContext['address']> = {
  inArrears: false,
  knownOthers: ['RCCLSN72H10H501F', LISTED_AT_THE_ADDRESS],
  listedOthers: { RADIATI: [LISTED_AT_THE_ADDRESS], CEDUTI: [] },
};

/** The demo's customer figures: overdue (net and gross alike), not yet due, invoiced, class. */
export const kpis = (overdue: number, notYetDue: number, invoiced: number, performanceClass: number) => ({
  K_CRED_SCAD_NETTO_TOTALE: overdue,
  K_CRED_SCAD_LORDO_TOTALE: overdue,
  K_CRED_A_SCAD_NETTO_TOTALE: notYetDue,
  K_FATTURATO_ULTIMI_12M: invoiced,
  K_ANDAMENTALE_CLASSE: performanceClass,
});

const person = (taxCode: string, change: Partial<DecisionInput> = {}): DecisionInput => ({
  ...clean,
  request: { ...clean.request, taxCode },
  bureau: null,
  prospectRisk: { highRisk: false, fraudCorrelation: false },
  ...change,
});
const firm = (vatRegistrationNo: string, change: Partial<DecisionInput> = {}): DecisionInput =>
  person('', { request: { ...company, vatRegistrationNo }, ...change });
const listed = (radiati: boolean, ceduti: boolean) => ({ blackLists: { radiati, ceduti } });
const risk = (highRisk: boolean, fraudCorrelation: boolean) => ({ prospectRisk: { highRisk, fraudCorrelation } });
const findings = (protests: boolean, prejudicialEvents: boolean, otherNegativeEvents: boolean) => ({
  bureau: { protests, prejudicialEvents, otherNegativeEvents },
});

export const DEMO = {
  lauraBianchi: person('BNCLRA85C52H501S', {
    ...listed(true, false),
    whiteList: { revocationDate: null, expiringDate: '2025-06-30T21:59:00.000Z' },
  }),
  ediliziaTiberina: firm(LISTED_AT_THE_ADDRESS, listed(true, false)),
  giorgioEsposito: person('SPSGRG78A15H501P', listed(false, true)),
  francescaRomano: person('RMNFNC90E48H501K', { customer: kpis(600, 300, 2000, 2) }),
  trasportiAppia: firm('02345670588', { customer: kpis(1500, 2000, 12000, 4) }),
  alessandroRicci: person('RCCLSN72H10H501F', { customer: kpis(40, 150, 1200, 5) }),
  chiaraColombo: person('CLMCHR88L61H501X', findings(true, true, false)),
  costruzioniAurelia: firm('03456780588', findings(false, true, false)),
  davideMarino: person('MRNDVD81M03H501G', findings(false, false, true)),
  elenaGreco: person('GRCLNE93P55H501H', risk(true, true)),
  sofiaConti: person('CNTSFO95R47H501W', risk(false, true)),
  marcoBruno: person('BRNMRC69S22H501S', risk(true, false)),
  giovanniFontana: person('FNTGNN80B14H501Y'),
} satisfies Record<string, DecisionInput>;
