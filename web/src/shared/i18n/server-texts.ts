import { it as italian } from './locales/it';

/**
 * The catalogue's places that hold texts the server sends (an error's description, a job's or a load's
 * failure): their Italian values are the shared constants the server answers with, verbatim, and the
 * other languages carry their translations (brief 'Refusals as codes'). A text the server sends is found
 * here by its Italian words, as the wizards' translators find theirs, for whatever screen shows it later
 * (the audit trail shows the reasons of every call it recorded).
 */
export const SERVER_TEXT_PLACES = [
  'alerts.serverErrors',
  'users.serverTexts',
  'users.rules',
  'whitelist.serverTexts',
  'agencies.serverTexts',
  'agencies.rules',
  'blacklistScreen.serverTexts',
  'blacklistScreen.failures',
  'configurationScreen.serverErrors',
  'configurationScreen.publishNeedsSecondPerson',
  'enrichment.serverErrors',
  'extractions.failures',
  // The server's texts no screen had a place for (the configuration's lifecycle, the back-test's refusals).
  'auditTrail.serverTexts',
] as const;

/** What a catalogue holds at a dotted path, or undefined. */
function at(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );
}

/** Every text under `node` with its key, `users.serverTexts.ownRole` → 'Un amministratore non può…'. */
function textsUnder(node: unknown, path: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    // The first place that names a text keeps it: the same words have the same translation.
    if (!into.has(node)) into.set(node, path);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, child] of Object.entries(node)) textsUnder(child, `${path}.${key}`, into);
}

/** The server's Italian texts of a catalogue, each with its key. */
export function serverTextKeys(catalogue: object, places: readonly string[] = SERVER_TEXT_PLACES): Map<string, string> {
  const keys = new Map<string, string>();
  for (const place of places) textsUnder(at(catalogue, place), place, keys);
  return keys;
}

let italianKeys: Map<string, string> | undefined;

/** The catalogue key of a text the server sent, found by its Italian words; undefined for any other text. */
export function serverTextKey(description: string): string | undefined {
  italianKeys ??= serverTextKeys(italian);
  return italianKeys.get(description.trim());
}
