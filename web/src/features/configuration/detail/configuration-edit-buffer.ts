import type { ConfigurationFile } from '../../../../../shared/schemas/configuration';
import {
  type ConfigurationFileDraft,
  type DraftValue,
  type PaymentScoreCheckDraft,
  type PaymentTrendCheckDraft,
  validatePaymentScoreCheckRow,
  validatePaymentTrendCheckRow,
  validateReason,
  validateValidityDays,
  validateWhiteListCheckRow,
  type WhiteListCheckDraft,
} from '../../../../../shared/validators/configuration-rules';
import { sortCheckRows, sortReasons } from '../../../../../shared/validators/configuration-sort';

/**
 * The edit buffer of the configuration detail (spec section 4 'Configuration editing'), a pure reducer.
 * The spec's kinds of row are named here by the part of the file they edit:
 *   white → whiteListChecks, morosi → paymentTrendChecks, default payment score → paymentScoreChecks,
 *   reason → whitelistReasonParams, date → whitelistValidityDaysParam.
 * A row of a list part is set (some fields), replaced (whole) or appended, deleted, and each list is
 * sorted: check rows by subjectType then microSegment, reasons alphabetically. The date is one value.
 * Numbers are held as typed, so a half-typed '2,' or an empty field stays on screen with its message.
 */

export interface ReasonDraft {
  reason: string;
}

export interface RowDrafts {
  whiteListChecks: WhiteListCheckDraft;
  paymentTrendChecks: PaymentTrendCheckDraft;
  paymentScoreChecks: PaymentScoreCheckDraft;
  whitelistReasonParams: ReasonDraft;
}
export type ListPart = keyof RowDrafts;
export type CheckPart = Exclude<ListPart, 'whitelistReasonParams'>;
export type FilePart = ListPart | 'whitelistValidityDaysParam';

/** The parts of the file in the order of the detail's tabs. */
export const FILE_PARTS: readonly FilePart[] = [
  'whiteListChecks',
  'paymentTrendChecks',
  'paymentScoreChecks',
  'whitelistReasonParams',
  'whitelistValidityDaysParam',
];

/** A row with an id that follows it through deletes and sorts, and the fields the user has changed. */
export interface BufferRow<Part extends ListPart = ListPart> {
  id: number;
  value: RowDrafts[Part];
  touched: readonly string[];
}

export interface ConfigurationEditBuffer {
  rows: { [Part in ListPart]: BufferRow<Part>[] };
  validityDays: { value: DraftValue; touched: boolean };
  nextId: number;
  /** Something changed since the file was loaded: 'Aggiorna' appears. */
  edited: boolean;
  /** 'Aggiorna' was pressed: every field shows its message, changed or not. */
  revealed: boolean;
}

type RowAction<Part extends ListPart> =
  | { type: 'set'; part: Part; id: number; patch: Partial<RowDrafts[Part]> }
  | { type: 'replace'; part: Part; id: number; value: RowDrafts[Part] }
  | { type: 'append'; part: Part; value?: RowDrafts[Part] };

export type EditAction =
  | { [Part in ListPart]: RowAction<Part> }[ListPart]
  | { type: 'delete'; part: ListPart; id: number }
  | { type: 'sort'; part: ListPart }
  | { type: 'setValidityDays'; value: string }
  | { type: 'reveal' }
  | { type: 'reset'; file: ConfigurationFile };

/** A 'set' of one field, for callers that hold the part and the field as plain names (a table's cells). */
export function setField(part: ListPart, id: number, field: string, value: DraftValue | boolean): EditAction {
  return { type: 'set', part, id, patch: { [field]: value } } as EditAction;
}

/** What 'Aggiungi riga' appends: nothing chosen or typed yet, the check switched on. */
const EMPTY_ROWS: RowDrafts = {
  whiteListChecks: { subjectType: null, microSegment: null, enabled: true },
  paymentTrendChecks: {
    subjectType: null,
    microSegment: null,
    delayThreshold: '',
    amountThreshold: '',
    amountExpiredThreshold: '',
    enabled: true,
  },
  paymentScoreChecks: {
    subjectType: null,
    microSegment: null,
    paymentScoreThreshold: '',
    graceThreshold: '',
    enabled: true,
  },
  whitelistReasonParams: { reason: '' },
};

export function createEditBuffer(file: ConfigurationFile): ConfigurationEditBuffer {
  let nextId = 1;
  const rowsOf = <Part extends ListPart>(values: readonly RowDrafts[Part][]): BufferRow<Part>[] =>
    values.map((value) => ({ id: nextId++, value: { ...value }, touched: [] }));
  const rows = {
    whiteListChecks: rowsOf<'whiteListChecks'>(file.whiteListChecks),
    paymentTrendChecks: rowsOf<'paymentTrendChecks'>(file.paymentTrendChecks),
    paymentScoreChecks: rowsOf<'paymentScoreChecks'>(file.paymentScoreChecks),
    whitelistReasonParams: rowsOf<'whitelistReasonParams'>(file.whitelistReasonParams.map((reason) => ({ reason }))),
  };
  return {
    rows,
    validityDays: { value: file.whitelistValidityDaysParam, touched: false },
    nextId,
    edited: false,
    revealed: false,
  };
}

/** The rows of one part through `update`; the buffer is edited unless the rows came back the same. */
function withRows(
  buffer: ConfigurationEditBuffer,
  part: ListPart,
  update: (rows: readonly BufferRow[]) => BufferRow[],
): ConfigurationEditBuffer {
  const before = buffer.rows[part] as readonly BufferRow[];
  const after = update(before);
  if (after.length === before.length && after.every((row, index) => row === before[index])) return buffer;
  return { ...buffer, rows: { ...buffer.rows, [part]: after }, edited: true };
}

function sortedRows(part: ListPart, rows: readonly BufferRow[]): BufferRow[] {
  if (part === 'whitelistReasonParams') {
    // sortReasons orders texts; each text takes back its rows in their order, repeats included.
    const pool = [...rows] as BufferRow<'whitelistReasonParams'>[];
    return sortReasons(pool.map((row) => row.value.reason)).map((reason) => {
      const index = pool.findIndex((row) => row.value.reason === reason);
      return pool.splice(index, 1)[0] as BufferRow;
    });
  }
  const keyed = (rows as BufferRow<CheckPart>[]).map((row) => ({
    subjectType: row.value.subjectType ?? '',
    microSegment: row.value.microSegment ?? '',
    row,
  }));
  return sortCheckRows(keyed).map(({ row }) => row);
}

export function editBufferReducer(buffer: ConfigurationEditBuffer, action: EditAction): ConfigurationEditBuffer {
  switch (action.type) {
    case 'set': {
      const fields = Object.keys(action.patch);
      return withRows(buffer, action.part, (rows) =>
        rows.map((row) =>
          row.id === action.id
            ? {
                ...row,
                value: { ...row.value, ...action.patch },
                touched: [...new Set([...row.touched, ...fields])],
              }
            : row,
        ),
      );
    }
    case 'replace':
      return withRows(buffer, action.part, (rows) =>
        rows.map((row) =>
          row.id === action.id ? { ...row, value: { ...action.value }, touched: Object.keys(action.value) } : row,
        ),
      );
    case 'append': {
      const row = { id: buffer.nextId, value: { ...(action.value ?? EMPTY_ROWS[action.part]) }, touched: [] };
      return { ...withRows(buffer, action.part, (rows) => [...rows, row]), nextId: buffer.nextId + 1 };
    }
    case 'delete':
      return withRows(buffer, action.part, (rows) => rows.filter((row) => row.id !== action.id));
    case 'sort':
      return withRows(buffer, action.part, (rows) => sortedRows(action.part, rows));
    case 'setValidityDays':
      return { ...buffer, validityDays: { value: action.value, touched: true }, edited: true };
    case 'reveal':
      return { ...buffer, revealed: true };
    case 'reset':
      return createEditBuffer(action.file);
  }
}

/** The buffer as the rules read it. */
export function draftOf(buffer: ConfigurationEditBuffer): ConfigurationFileDraft {
  const values = <Part extends ListPart>(part: Part) => buffer.rows[part].map((row) => row.value);
  return {
    whiteListChecks: values('whiteListChecks'),
    paymentTrendChecks: values('paymentTrendChecks'),
    paymentScoreChecks: values('paymentScoreChecks'),
    whitelistReasonParams: values('whitelistReasonParams').map(({ reason }) => reason),
    whitelistValidityDaysParam: buffer.validityDays.value,
  };
}

const RULES: { [Part in ListPart]: (row: RowDrafts[Part]) => Partial<Record<string, string>> } = {
  whiteListChecks: validateWhiteListCheckRow,
  paymentTrendChecks: validatePaymentTrendCheckRow,
  paymentScoreChecks: validatePaymentScoreCheckRow,
  whitelistReasonParams: ({ reason }) => {
    const message = validateReason(reason);
    return message ? { reason: message } : {};
  },
};

/** The field messages a row shows: on the fields the user changed, on all once 'Aggiorna' was pressed. */
export function visibleRowErrors<Part extends ListPart>(
  buffer: ConfigurationEditBuffer,
  part: Part,
  row: BufferRow<Part>,
): Partial<Record<string, string>> {
  const errors = RULES[part](row.value);
  if (buffer.revealed) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => row.touched.includes(field)));
}

export function visibleValidityDaysError(buffer: ConfigurationEditBuffer): string | undefined {
  const { value, touched } = buffer.validityDays;
  return touched || buffer.revealed ? validateValidityDays(value) : undefined;
}
