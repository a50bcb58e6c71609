import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { en } from '../../shared/i18n/locales/en';
import { it as italian } from '../../shared/i18n/locales/it';
import { TRANSLATED_ERROR_CODES } from './enrichment-error-text';

/** Every text path of a catalogue section: 'download.title', 'status.READY', … */
function paths(section: object, prefix = ''): string[] {
  return Object.entries(section).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : paths(value as object, `${prefix}${key}.`),
  );
}

describe("the screen's catalogue sections", () => {
  it('has every Italian text in English too', () => {
    expect(paths(en.extractions ?? {}).sort()).toEqual(paths(italian.extractions).sort());
    expect(paths(en.enrichment ?? {}).sort()).toEqual(paths(italian.enrichment).sort());
  });

  it("quotes the spec's Italian texts", () => {
    expect(italian.extractions.empty).toBe('Nessuna elaborazione trovata.');
    expect(italian.extractions.download.failed).toBe('Impossibile scaricare il file. Riprovare.');
    expect(italian.extractions.download.discarded).toContain('in stato scartato');
    expect(italian.enrichment.success).toBe('Operazione effettuata con successo!');
    expect(italian.enrichment.errorTitle).toBe('Errore nella richiesta di arricchimento On Demand.');
  });

  it("reads the server's texts for the codes it translates", () => {
    for (const code of TRANSLATED_ERROR_CODES)
      expect(italian.enrichment.serverErrors[code]).toBe(ERROR_DESCRIPTIONS[code]);
  });
});
