import type { MicroSegment } from '../../../shared/enums';
import { MS_PER_DAY } from '../../../shared/italian-time';
import { permutation } from './identities';
import {
  ASSOCIATION_KINDS,
  COMPANY_ACTIVITIES,
  COMPANY_PLACES,
  FEMALE_NAMES,
  LEGAL_FORMS,
  MALE_NAMES,
  SURNAMES,
} from './italian-names';
import { type Random, weighted } from './prng';
import { bodyTaxCode, personTaxCode, vatNumber } from './tax-code';

/**
 * Identities of customers who never ran a check, disjoint by construction from every request log's
 * (identities.ts), whatever its seed: people born abroad (birthplace codes Z100-Z289, which the request
 * log never uses), companies registered at the tax offices 120 and 121 (the request log's are 001-100),
 * bodies with serials from 10^7 (the request log's stay below). Unique within a data set by the same
 * kind of bijection as identities.ts.
 */

export interface CustomerIdentity {
  microSegment: MicroSegment;
  taxCode: string | null;
  vatNumber: string | null;
  surname: string | null;
  name: string | null;
  companyName: string | null;
}

// Within the 10^7 a permutation takes (identities.ts): 190 x 2 x 25,567 days.
const FOREIGN_BIRTHPLACES = 190;
const FIRST_BIRTH_DAY = Date.UTC(1935, 0, 1);
const BIRTH_DAYS = Math.round((Date.UTC(2004, 11, 31) - FIRST_BIRTH_DAY) / MS_PER_DAY) + 1;
const PERSON_CAPACITY = FOREIGN_BIRTHPLACES * 2 * BIRTH_DAYS;
const COMPANY_SERIALS = 8_000_000;
const COMPANY_OFFICES = [120, 121] as const;
const BODY_FIRST_SERIAL = 10_000_000;
const BODY_SERIALS = 10_000_000;

/** People about 70 %, companies (and resellers) about 22 %, condominiums and associations the rest. */
const SEGMENTS = weighted<MicroSegment>([
  ['PER', 70],
  ['SOC', 20],
  ['RES', 2],
  ['CON', 6],
  ['ASS', 2],
]);
const legalForms = weighted(LEGAL_FORMS);

export function createCustomerIdentities(random: Random) {
  const personAt = permutation(PERSON_CAPACITY, random);
  const companyAt = permutation(COMPANY_SERIALS, random);
  const bodyAt = permutation(BODY_SERIALS, random);
  const counters = { persons: 0, companies: 0, bodies: 0 };

  const person = (draw: Random): CustomerIdentity => {
    let slot = personAt(counters.persons++);
    const birthplaceCode = `Z${100 + (slot % FOREIGN_BIRTHPLACES)}`;
    slot = Math.floor(slot / FOREIGN_BIRTHPLACES);
    const sex = slot % 2 === 0 ? 'M' : 'F';
    const birthDate = new Date(FIRST_BIRTH_DAY + Math.floor(slot / 2) * MS_PER_DAY).toISOString().slice(0, 10);
    const surname = draw.pick(SURNAMES);
    const name = draw.pick(sex === 'M' ? MALE_NAMES : FEMALE_NAMES);
    const taxCode = personTaxCode({ surname, name, birthDate, sex, birthplaceCode });
    return { microSegment: 'PER', taxCode, vatNumber: null, surname, name, companyName: null };
  };

  const company = (draw: Random, microSegment: 'SOC' | 'RES'): CustomerIdentity => {
    const index = counters.companies++;
    const vat = vatNumber(companyAt(index) || COMPANY_SERIALS, COMPANY_OFFICES[index % 2] as number);
    const companyName =
      microSegment === 'RES'
        ? `${draw.pick(COMPANY_PLACES)} Energia ${draw.pick(['S.r.l.', 'S.p.A.'])}`
        : `${draw.pick(draw.chance(0.5) ? SURNAMES : COMPANY_PLACES)} ${draw.pick(COMPANY_ACTIVITIES)} ${legalForms.draw(draw)}`;
    return { microSegment, taxCode: vat, vatNumber: vat, surname: null, name: null, companyName };
  };

  const body = (draw: Random, microSegment: 'CON' | 'ASS', street: string): CustomerIdentity => {
    const serial = BODY_FIRST_SERIAL + bodyAt(counters.bodies++);
    return {
      microSegment,
      taxCode: bodyTaxCode(serial, microSegment === 'CON' ? '9' : '8'),
      vatNumber: null,
      surname: null,
      name: null,
      companyName:
        microSegment === 'CON'
          ? `Condominio ${street}`
          : `${draw.pick(ASSOCIATION_KINDS)} ${draw.pick(COMPANY_PLACES)}`,
    };
  };

  return {
    /** The next fresh customer's identity; `street` names a condominium after its building. */
    next(draw: Random, street: string): CustomerIdentity {
      const segment = SEGMENTS.draw(draw);
      if (segment === 'PER') return person(draw);
      if (segment === 'SOC' || segment === 'RES') return company(draw, segment);
      return body(draw, segment, street);
    },
  };
}
