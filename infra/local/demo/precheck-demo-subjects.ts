import type { MicroSegment, ResultCode, SubjectType, TrafficLight } from '../../../shared/enums';
import { personTaxCode, vatNumber } from './demo-codes';

/**
 * The demo subjects of the precheck: one per result code, with the facts that lead there. The seeder
 * writes their facts, the integration tests check each expected outcome, the README's 'Try these subjects' lists
 * them for people trying the form.
 */

export interface DemoAddress {
  provinceCode: string;
  municipality: string;
  street: string;
}

export interface DemoSubject {
  label: string;
  subjectType: SubjectType;
  microSegment: MicroSegment;
  taxCode?: string;
  vatRegistrationNo?: string;
  name?: string;
  surname?: string;
  /** A PG's name, as the customer base or the lists know it. */
  companyName?: string;
  address: DemoAddress;
  expected: { trafficLight: TrafficLight; code: ResultCode };
  /** An active white-list entry, inserted by the white-list seeder through the list's store. */
  whiteListed?: boolean;
  /** The black lists whose versions in force list the subject. */
  blackLists?: ('RADIATI' | 'CEDUTI')[];
  customer?: Record<string, number | string>;
  bureau?: { protests?: boolean; prejudicialEvents?: boolean; otherNegativeEvents?: boolean };
  highRisk?: boolean;
}

export const DEMO_ADDRESS: DemoAddress = { provinceCode: 'RM', municipality: 'Roma', street: 'Via del Corso 1' };

/**
 * A supply address shared with a black-listed subject (FLAGGED_ADDRESS_KNOWN_SUBJECTS): whoever is
 * checked here correlates with fraud while the black list in force lists that subject.
 */
export const FLAGGED_ADDRESS: DemoAddress = {
  provinceCode: 'RM',
  municipality: 'Fiumicino',
  street: 'Via dei Gracchi 12',
};

const person = (surname: string, name: string, birth: string) => ({
  subjectType: 'PF' as const,
  microSegment: 'PER' as const,
  surname,
  name,
  taxCode: personTaxCode(surname, name, birth),
});

const company = (companyName: string, firstTen: string) => ({
  subjectType: 'PG' as const,
  microSegment: 'SOC' as const,
  companyName,
  vatRegistrationNo: vatNumber(firstTen),
});

const kpis = (overdue: number, notYetDue: number, invoiced: number, performanceClass: number) => ({
  K_CRED_SCAD_NETTO_TOTALE: overdue,
  K_CRED_SCAD_LORDO_TOTALE: overdue,
  K_CRED_A_SCAD_NETTO_TOTALE: notYetDue,
  K_FATTURATO_ULTIMI_12M: invoiced,
  K_ANDAMENTALE_CLASSE: performanceClass,
});

export const RADIATI_COMPANY = company('Edilizia Tiberina S.r.l.', '0123456058');

/** The good customer: one of the subjects with a supply at the flagged address, on no black list. */
const GOOD_CUSTOMER = person('Ricci', 'Alessandro', '72H10');

/**
 * Subjects with a supply at FLAGGED_ADDRESS, oldest first: the RADIATI company makes whoever is checked
 * there correlate with fraud for as long as the RADIATI version in force lists it.
 */
export const FLAGGED_ADDRESS_KNOWN_SUBJECTS = [GOOD_CUSTOMER.taxCode, RADIATI_COMPANY.vatRegistrationNo];

/**
 * Subjects the archived black-list versions listed and the versions in force no longer do: a check of
 * them is not refused, and each version in force has something removed in its changes.
 */
export const FORMER_BLACKLIST_MEMBERS = {
  RADIATI: company('Immobiliare Ostiense S.r.l.', '0456789058'),
  CEDUTI: person('Rinaldi', 'Marta', '83D44'),
};

export const DEMO_SUBJECTS: readonly DemoSubject[] = [
  {
    label: 'In white list (also on RADIATI: the white list wins)',
    ...person('Bianchi', 'Laura', '85C52'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'V', code: 'EX301' },
    whiteListed: true,
    blackLists: ['RADIATI'],
  },
  {
    label: 'On the RADIATI black list',
    ...RADIATI_COMPANY,
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX305' },
    blackLists: ['RADIATI'],
  },
  {
    label: 'On the CEDUTI black list',
    ...person('Esposito', 'Giorgio', '78A15'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX306' },
    blackLists: ['CEDUTI'],
  },
  {
    label: 'Customer in arrears: overdue 600 € of 2 000 € invoiced',
    ...person('Romano', 'Francesca', '90E48'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX303' },
    customer: { A_CODICE_CLIENTE: 'C000101', A_MERCATO: 'L', ...kpis(600, 300, 2000, 2) },
  },
  {
    label: 'Customer with a bad payment class 4, overdue 12.5 % (not forgiven)',
    ...company('Trasporti Appia S.p.A.', '0234567058'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX302' },
    customer: { A_CODICE_CLIENTE: 'C000102', A_MERCATO: 'L', ...kpis(1500, 2000, 12000, 4) },
  },
  {
    label: 'Customer with a good profile (class 5 forgiven: overdue 3.33 %)',
    ...GOOD_CUSTOMER,
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'V', code: 'EX406' },
    customer: { A_CODICE_CLIENTE: 'C000103', A_MERCATO: 'L', ...kpis(40, 150, 1200, 5) },
  },
  {
    label: 'Prospect with protests at the credit bureau',
    ...person('Colombo', 'Chiara', '88L61'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX401' },
    bureau: { protests: true, prejudicialEvents: true },
  },
  {
    label: 'Prospect with prejudicial events',
    ...company('Costruzioni Aurelia S.r.l.', '0345678058'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX402' },
    bureau: { prejudicialEvents: true },
  },
  {
    label: 'Prospect with other negative events',
    ...person('Marino', 'Davide', '81M03'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX404' },
    bureau: { otherNegativeEvents: true },
  },
  {
    label: 'High-risk prospect at an address shared with a black-listed subject',
    ...person('Greco', 'Elena', '93P55'),
    address: FLAGGED_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX407' },
    highRisk: true,
  },
  {
    label: 'Prospect at an address shared with a black-listed subject',
    ...person('Conti', 'Sofia', '95R47'),
    address: FLAGGED_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX408' },
  },
  {
    label: 'High-risk prospect',
    ...person('Bruno', 'Marco', '69S22'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'R', code: 'EX409' },
    highRisk: true,
  },
  {
    label: 'Prospect unknown to every list',
    ...person('Fontana', 'Giovanni', '80B14'),
    address: DEMO_ADDRESS,
    expected: { trafficLight: 'V', code: 'EX400' },
  },
];
