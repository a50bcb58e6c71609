/**
 * The first two digits of the postal codes (CAP) of each province: Italian CAPs are grouped by
 * province, so a code with the right prefix looks right in a list. The last three digits of a
 * synthetic CAP are made up (places.ts): plausible, not the real code of the municipality.
 */
// biome-ignore format: a table of 107 codes reads better packed
export const CAP_PREFIXES: Readonly<Record<string, string>> = {
  AG: '92', AL: '15', AN: '60', AO: '11', AP: '63', AQ: '67', AR: '52', AT: '14', AV: '83', BA: '70',
  BG: '24', BI: '13', BL: '32', BN: '82', BO: '40', BR: '72', BS: '25', BT: '76', BZ: '39', CA: '09',
  CB: '86', CE: '81', CH: '66', CL: '93', CN: '12', CO: '22', CR: '26', CS: '87', CT: '95', CZ: '88',
  EN: '94', FC: '47', FE: '44', FG: '71', FI: '50', FM: '63', FR: '03', GE: '16', GO: '34', GR: '58',
  IM: '18', IS: '86', KR: '88', LC: '23', LE: '73', LI: '57', LO: '26', LT: '04', LU: '55', MB: '20',
  MC: '62', ME: '98', MI: '20', MN: '46', MO: '41', MS: '54', MT: '75', NA: '80', NO: '28', NU: '08',
  OR: '09', PA: '90', PC: '29', PD: '35', PE: '65', PG: '06', PI: '56', PN: '33', PO: '59', PR: '43',
  PT: '51', PU: '61', PV: '27', PZ: '85', RA: '48', RC: '89', RE: '42', RG: '97', RI: '02', RM: '00',
  RN: '47', RO: '45', SA: '84', SI: '53', SO: '23', SP: '19', SR: '96', SS: '07', SU: '09', SV: '17',
  TA: '74', TE: '64', TN: '38', TO: '10', TP: '91', TR: '05', TS: '34', TV: '31', UD: '33', VA: '21',
  VB: '28', VC: '13', VE: '30', VI: '36', VR: '37', VT: '01', VV: '89',
};

/** Capitals whose name differs from their province's (the province list names the territory). */
export const CAPITAL_OVERRIDES: Readonly<Record<string, string>> = {
  BT: 'Barletta',
  BZ: 'Bolzano/Bozen',
  FC: 'Forlì',
  MB: 'Monza',
  MS: 'Massa',
  PU: 'Pesaro',
  RC: 'Reggio di Calabria',
  RE: "Reggio nell'Emilia",
  SU: 'Carbonia',
  VB: 'Verbania',
};
