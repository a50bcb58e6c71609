import type { FilterSubjectType, MicroSegment } from '../../../shared/enums';
import type { Identities } from './identities';
import {
  ASSOCIATION_KINDS,
  COMPANY_ACTIVITIES,
  COMPANY_PLACES,
  LEGAL_FORMS,
  RESELLER_WORDS,
  SURNAMES,
} from './italian-names';
import type { Address, createPlaces } from './places';
import { type Random, weighted } from './prng';
import { renamedTaxCode } from './tax-code';

/**
 * Who is checked: people about 70 %, companies in the companies register (REA) about 20 %, bodies
 * outside it (NOREA: condominiums, associations) about 10 %. The micro segment follows the type:
 * PER for people, SOC or RES for companies, CON or ASS for bodies.
 */

export interface Subject {
  subjectTypeC: FilterSubjectType;
  microSegmentDesc: MicroSegment;
  taxCode: string | null;
  vatRegistrationNo: string | null;
  surname: string | null;
  name: string | null;
  companyName: string | null;
  address: Address;
}

export const SUBJECT_TYPE_WEIGHTS: Readonly<Record<FilterSubjectType, number>> = { PF: 70, REA: 20, NOREA: 10 };
const subjectTypes = weighted(Object.entries(SUBJECT_TYPE_WEIGHTS) as [FilterSubjectType, number][]);
const legalForms = weighted(LEGAL_FORMS);

/** Counters of each kind of identity, so each subject takes the next unique one. */
interface Counters {
  persons: number;
  companies: number;
  bodies: number;
}

export function createSubjects(identities: Identities, places: ReturnType<typeof createPlaces>) {
  const counters: Counters = { persons: 0, companies: 0, bodies: 0 };

  /** Digits 8-10 of a VAT number: the tax office, 001-100 for the provinces' offices. */
  const officeCode = (random: Random) => random.between(1, 100);

  return {
    next(random: Random): Subject {
      const subjectTypeC = subjectTypes.draw(random);
      const address = places.draw(random);
      if (subjectTypeC === 'PF') {
        const person = identities.person(counters.persons++, random);
        return {
          subjectTypeC,
          microSegmentDesc: 'PER',
          taxCode: person.taxCode,
          vatRegistrationNo: null,
          surname: person.surname,
          name: person.name,
          companyName: null,
          address,
        };
      }
      if (subjectTypeC === 'REA') {
        const vat = identities.companyVat(counters.companies++, officeCode(random));
        const reseller = random.chance(0.1);
        return {
          subjectTypeC,
          microSegmentDesc: reseller ? 'RES' : 'SOC',
          // Most companies' tax code is their VAT number; some rows only carry the VAT number.
          taxCode: random.chance(0.85) ? vat : null,
          vatRegistrationNo: vat,
          surname: null,
          name: null,
          companyName: reseller ? resellerName(random) : companyName(random),
          address,
        };
      }
      const condominium = random.chance(0.6);
      const kind = condominium ? 'CON' : 'ASS';
      const hasVat = !condominium && random.chance(0.2);
      return {
        subjectTypeC,
        microSegmentDesc: kind,
        taxCode: identities.bodyTaxCode(counters.bodies++, kind),
        vatRegistrationNo: hasVat ? identities.companyVat(counters.companies++, officeCode(random)) : null,
        surname: null,
        name: null,
        companyName: condominium ? `Condominio ${address.dugStreetNo}` : associationName(random),
        address,
      };
    },

    /** Another person at the subject's address with its surname: a family member, never the subject. */
    relative(random: Random, of: Subject): Subject {
      const person = identities.person(counters.persons++, random);
      const surname = of.surname ?? person.surname;
      return {
        ...of,
        taxCode: renamedTaxCode(person.taxCode, surname, person.name),
        surname,
        name: person.name,
      };
    },
  };
}

function companyName(random: Random): string {
  const roll = random.next();
  if (roll < 0.55)
    return `${random.pick(COMPANY_ACTIVITIES)} ${random.pick(COMPANY_PLACES)} ${legalForms.draw(random)}`;
  if (roll < 0.8) return `${random.pick(SURNAMES)} ${random.pick(COMPANY_ACTIVITIES)} ${legalForms.draw(random)}`;
  return `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)} ${random.pick(['S.n.c.', 'S.a.s.'])}`;
}

function resellerName(random: Random): string {
  return `${random.pick(COMPANY_PLACES)} ${random.pick(RESELLER_WORDS)} ${random.pick(['S.r.l.', 'S.p.A.'])}`;
}

function associationName(random: Random): string {
  const kind = random.pick(ASSOCIATION_KINDS);
  if (kind === 'Studio Associato') return `${kind} ${random.pick(SURNAMES)} e ${random.pick(SURNAMES)}`;
  if (kind === 'Parrocchia di San')
    return `${kind} ${random.pick(['Giuseppe', 'Marco', 'Lorenzo', 'Francesco', 'Paolo'])}`;
  return `${kind} ${random.pick(COMPANY_PLACES)}`;
}
