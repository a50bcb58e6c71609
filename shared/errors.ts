import { z } from 'zod';
import { REFUSALS, type RefusalCode } from './refusals';

/** The one error shape every failure answers with (brief principle 8). */
/** `field` names the request field a validation error is about, so a form can show it in place. */
export const ErrorItemSchema = z.object({ code: z.string(), description: z.string(), field: z.string().optional() });
export const ErrorBodySchema = z.object({ errors: z.array(ErrorItemSchema).min(1) });
export type ErrorItem = z.infer<typeof ErrorItemSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The generic error codes and the status each one answers with. */
const GENERIC_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  INVALID_CURSOR: 400,
  UNAUTHORIZED: 401,
  USER_DISABLED: 401,
  FORBIDDEN: 403,
  ROLE_CHANGED: 403,
  FOUR_EYES_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NAME_TAKEN: 409,
  GONE: 410,
  FILE_TOO_LARGE: 413,
  TOO_MANY_RECORDS: 400,
  UNREADABLE_FILE: 400,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const;
type GenericCode = keyof typeof GENERIC_STATUS;
export const GENERIC_ERROR_CODES = Object.keys(GENERIC_STATUS) as GenericCode[];

/** Every code the server answers with: the generic ones and the domain's refusals (shared/refusals.ts). */
export type ErrorCode = GenericCode | RefusalCode;

const refusalsBy = <V>(read: (entry: (typeof REFUSALS)[RefusalCode]) => V) =>
  Object.fromEntries(Object.entries(REFUSALS).map(([code, entry]) => [code, read(entry)])) as Record<RefusalCode, V>;

/** Server error codes and the status each one answers with. */
export const ERROR_STATUS: Record<ErrorCode, number> = { ...GENERIC_STATUS, ...refusalsBy((entry) => entry.status) };

/** Descriptions the server gives for failures that are not about one field. */
const GENERIC_DESCRIPTIONS: Record<GenericCode, string> = {
  BAD_REQUEST: 'Richiesta non valida.',
  VALIDATION_ERROR: 'Dati non validi.',
  INVALID_CURSOR: 'Il cursore di pagina non appartiene a questa ricerca: ripetere la ricerca.',
  UNAUTHORIZED: 'Autenticazione richiesta.',
  USER_DISABLED: 'Utente disabilitato: la sessione è terminata.',
  FORBIDDEN: 'Operazione non consentita per il ruolo.',
  ROLE_CHANGED: 'Il ruolo dell’utente è cambiato e non consente questa operazione: accedere di nuovo.',
  FOUR_EYES_REQUIRED:
    "La pubblicazione richiede un secondo amministratore: chi ha fatto l'ultima modifica non può pubblicarla.",
  NOT_FOUND: 'Risorsa non trovata.',
  CONFLICT: 'La risorsa è stata modificata da un altro utente: ricaricare e riprovare.',
  NAME_TAKEN: 'File con lo stesso nome già esistente',
  GONE: 'Il file non è più disponibile: è stato scartato allo scadere della conservazione.',
  FILE_TOO_LARGE: 'Il file decompresso supera il limite di 20 MB.',
  TOO_MANY_RECORDS: 'Il file supera il limite di 50.000 record.',
  UNREADABLE_FILE: 'Il file deve essere un archivio zip con un solo file CSV leggibile.',
  INTERNAL_ERROR: 'errore generico',
  NOT_IMPLEMENTED: 'Funzionalità non ancora disponibile.',
  SERVICE_UNAVAILABLE: 'Servizio temporaneamente non disponibile: riprovare.',
};

export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  ...GENERIC_DESCRIPTIONS,
  ...refusalsBy((entry) => entry.description),
};

/** Why a request body was refused before validation; the frame and the local gateway say the same. */
export const BODY_REFUSALS = {
  tooLarge: 'Il corpo della richiesta supera la dimensione massima di 6 MB.',
  notJson: 'Il corpo della richiesta deve essere un JSON valido (Content-Type application/json).',
} as const;

export function errorBody(code: ErrorCode, description: string = ERROR_DESCRIPTIONS[code]): ErrorBody {
  return { errors: [{ code, description }] };
}
