import { describe, expect, it } from 'vitest';
import { addressRisk, KNOWN_SUBJECTS_READ } from './address-risk';

const OWN = ['FNTGNN80B14H501Y', '01234560580'];

describe('addressRisk', () => {
  it.each([
    { label: 'no item', item: undefined, inArrears: false, knownOthers: [] },
    { label: 'an empty item', item: {}, inArrears: false, knownOthers: [] },
    {
      label: 'another subject in arrears',
      item: { flaggedSubjects: ['RSSMRA85T10A562S'] },
      inArrears: true,
      knownOthers: [],
    },
    {
      label: 'only the checked subject in arrears',
      item: { flaggedSubjects: ['fntgnn80b14h501y'] },
      inArrears: false,
      knownOthers: [],
    },
    {
      label: 'known subjects, the checked one and duplicates left out',
      item: { knownSubjects: ['01234560580', 'rssmra85t10a562s', 'RSSMRA85T10A562S', 7] },
      inArrears: false,
      knownOthers: ['RSSMRA85T10A562S'],
    },
    {
      label: 'known subjects where arrears already correlate: none to read',
      item: { flaggedSubjects: ['RSSMRA85T10A562S'], knownSubjects: ['02345670589'] },
      inArrears: true,
      knownOthers: [],
    },
    {
      label: 'a string set',
      item: { knownSubjects: new Set(['02345670589']) },
      inArrears: false,
      knownOthers: ['02345670589'],
    },
  ])('$label', ({ item, inArrears, knownOthers }) => {
    expect(addressRisk(item, OWN)).toEqual({ inArrears, knownOthers });
  });

  it(`keeps the newest ${KNOWN_SUBJECTS_READ} known subjects (the list is in order of arrival)`, () => {
    const known = Array.from({ length: KNOWN_SUBJECTS_READ + 2 }, (_, index) => `S${index}`);
    expect(addressRisk({ knownSubjects: known }, OWN).knownOthers).toEqual(known.slice(2));
  });
});
