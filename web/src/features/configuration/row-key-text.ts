import type { TFunction } from 'i18next';
import type { RowKeyDraft } from '../../../../shared/validators/configuration-rules';

/**
 * The codes of a configuration row by their names, as the editor's selects and the diff say them:
 * 'PG' → 'Persona Giuridica', 'DEFAULT' → 'Default (ogni altro microsegmento)'; a code the catalogue
 * does not know (a file edited elsewhere), as it is.
 */
export function subjectTypeName(code: string, t: TFunction): string {
  return t(`configurationEditor.subjectTypes.${code}`, { defaultValue: code });
}

export function microSegmentName(code: string, t: TFunction): string {
  return t(`configurationEditor.microSegments.${code}`, { defaultValue: code });
}

/** A row by its key: 'Persona Giuridica / Condominio'. */
export function rowKeyText({ subjectType, microSegment }: RowKeyDraft, t: TFunction): string {
  return `${subjectTypeName(subjectType ?? '', t)} / ${microSegmentName(microSegment ?? '', t)}`;
}
