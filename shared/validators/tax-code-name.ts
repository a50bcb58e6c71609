import { latinUpperCase } from './latin-letters';

/**
 * The first six characters of a personal tax code, derived from surname and name as the Agenzia delle
 * Entrate does (DM 23/12/1976): letters only, accents dropped, apostrophes and spaces ignored, foreign
 * letters written in Latin ones ('Łukasz' gives LKS).
 */

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** 'D'Amico' → 'DAMICO', 'Nicolò' → 'NICOLO', 'Łukasz' → 'LUKASZ': the letters the code is computed from. */
export function taxCodeLetters(text: string): string {
  return latinUpperCase(text).replace(/[^A-Z]/g, '');
}

function split(text: string): { consonants: string[]; vowels: string[] } {
  const letters = [...taxCodeLetters(text)];
  return {
    consonants: letters.filter((letter) => !VOWELS.has(letter)),
    vowels: letters.filter((letter) => VOWELS.has(letter)),
  };
}

function firstThree(consonants: string[], vowels: string[]): string {
  return [...consonants, ...vowels, 'X', 'X', 'X'].slice(0, 3).join('');
}

/** Consonants, then vowels, then X padding: 'Rossi' → 'RSS', 'Fo' → 'FOX'. */
export function surnameCode(surname: string): string {
  const { consonants, vowels } = split(surname);
  return firstThree(consonants, vowels);
}

/** As the surname, except that four or more consonants give the 1st, 3rd and 4th: 'Gianfranco' → 'GFR'. */
export function nameCode(name: string): string {
  const { consonants, vowels } = split(name);
  const [first, , third, fourth] = consonants;
  if (first && third && fourth) return first + third + fourth;
  return firstThree(consonants, vowels);
}
