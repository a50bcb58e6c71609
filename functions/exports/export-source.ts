import type { z } from 'zod';
import type { Market, Role, Screen } from '../../shared/roles';

/** Who asked for an export and when: the worker reads with the requester's markets, as the list did. */
export interface ExportScope {
  markets: readonly Market[];
  /** The Italian day of the request: the list's default range is computed from it. */
  today: string;
  /** Aborted when the job runs out of time: a source that computes before it writes stops then. */
  signal?: AbortSignal;
}

/**
 * A list that can be exported in the background. The handler checks the filters against the list's
 * own schema and the caller against its screen; the worker writes the header and streams the rows.
 * A new exportable list is one of these and one line in EXPORT_SOURCES.
 */
export interface ExportSource<F = unknown> {
  /** Only roles that see this screen may export the list… */
  screen?: Screen;
  /** …or, for a list served by the API before its screen, these roles. */
  roles?: readonly Role[];
  filters: z.ZodType<F>;
  header: readonly string[];
  /** The list's rows for the filters, in the list's order, as cells ready for the CSV. */
  rows(filters: F, scope: ExportScope): AsyncIterable<readonly unknown[]>;
}

/** Keeps a source's filter type while it is stored among sources of other types. */
export const defineExportSource = <F>(source: ExportSource<F>) => source as unknown as ExportSource;
