import { describe, expect, it } from 'vitest';
import { ERROR_DESCRIPTIONS } from '../../../../shared/errors';
import { it as italian } from '../../shared/i18n/locales/it';
import { TRANSLATED_ERROR_CODES } from './enrichment-error-text';

describe("the screen's catalogue sections", () => {
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
