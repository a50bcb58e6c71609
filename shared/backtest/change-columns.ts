import { formatDateTime } from '../format/italian-format';
import { BACKTEST_CHANGE_COLUMNS, type BacktestChange } from '../schemas/backtest';

/**
 * The changed checks of a back-test as columns: the console's list and the CSV of the export rail (the
 * BACKTEST export type) read the same titles. CSVs carry codes, the console names them.
 */
export const BACKTEST_CHANGE_LABELS: Record<(typeof BACKTEST_CHANGE_COLUMNS)[number], string> = {
  idRequest: 'Id richiesta',
  requestDate: 'Data richiesta',
  taxCode: 'Codice fiscale',
  vatRegistrationNo: 'Partita IVA',
  subjectName: 'Soggetto',
  beforeLight: 'Semaforo in vigore',
  beforeCode: 'Codice esito in vigore',
  afterLight: 'Semaforo simulato',
  afterCode: 'Codice esito simulato',
  recordedCode: 'Codice esito registrato',
  kind: 'Tipo',
  subjectType: 'Tipo soggetto',
  microSegment: 'Microsegmento',
  market: 'Mercato',
  acquisitionChannel: 'Canale di acquisizione',
};

export const backtestChangeHeader = () => BACKTEST_CHANGE_COLUMNS.map((column) => BACKTEST_CHANGE_LABELS[column]);

export const backtestChangeCells = (change: BacktestChange) =>
  BACKTEST_CHANGE_COLUMNS.map((column) =>
    column === 'requestDate' ? formatDateTime(change.requestDate) : (change[column] ?? null),
  );
