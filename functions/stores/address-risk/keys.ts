/** Upper case, single spaces, letters and digits only: 'Via  Roma, 1' and 'VIA ROMA 1' are one address. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

/**
 * What the fraud correlation knows of a supply address: `flaggedSubjects`, the subjects in arrears
 * there, and `knownSubjects`, the other subjects with a supply there, whose black-list memberships a
 * check reads in the versions in force (address-risk.ts).
 */
export const addressRiskKey = (address: { provinceCode: string; municipality: string; street: string }) => ({
  pk: `ADDRESS#${normalize(address.provinceCode)}#${normalize(address.municipality)}#${normalize(address.street)}`,
  sk: 'RISK',
});
