import type { PrecheckFormValues } from '../../../../shared/validators/precheck-form';

/**
 * Console pages that are not screens of their own but sit under one (app/console/screens.ts mounts
 * them for the roles of that screen): a feature links to them by path, never by importing another feature.
 */
export const API_CONTRACT_PATH = '/admin/backoffice/api';

export const CUSTOMERS_LIST_PATH = '/admin/clientsList';

/** The customer's page (spec section 2: 'customer details, separate second layout'), outside the console frame. */
export const CUSTOMER_DETAILS_PATH = `${CUSTOMERS_LIST_PATH}/details`;

/** The query parameter that names the customer (A_CODICE_CLIENTE): the page survives a reload. */
export const CUSTOMER_CODE_PARAM = 'code';

export function customerDetailsHref(customerCode: string): string {
  return `${CUSTOMER_DETAILS_PATH}?${new URLSearchParams({ [CUSTOMER_CODE_PARAM]: customerCode })}`;
}

export const PRECHECK_PATH = '/admin/precheck';

/**
 * The precheck with its form prefilled: each value under its form field's name. The precheck reads and
 * validates them (features/precheck/precheck-prefill.ts); empty values are left out.
 */
export function precheckHref(prefill: Partial<PrecheckFormValues>): string {
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries(prefill)) if (value) query.set(field, value);
  const text = query.toString();
  return text ? `${PRECHECK_PATH}?${text}` : PRECHECK_PATH;
}

export const DOSSIER_LIST_PATH = '/admin/dossierList';

/** A request-log check on its own page: `id` names it; `kind` and `draft` a back-test's draft beside it. */
export const CHECK_DETAIL_PATH = `${DOSSIER_LIST_PATH}/check`;
export const CHECK_DETAIL_PARAMS = { id: 'id', kind: 'kind', draft: 'draft' } as const;

export function checkDetailHref(idRequest: number, draft?: { kind: string; id: string }): string {
  const query = new URLSearchParams({ [CHECK_DETAIL_PARAMS.id]: String(idRequest) });
  if (draft) {
    query.set(CHECK_DETAIL_PARAMS.kind, draft.kind);
    query.set(CHECK_DETAIL_PARAMS.draft, draft.id);
  }
  return `${CHECK_DETAIL_PATH}?${query}`;
}

/** A draft's back-test on the recorded checks, named in the path so the list's query stays its own. */
export const BACKTEST_PATH = '/admin/parameters/simulazione';
export const BACKTEST_ROUTE = `${BACKTEST_PATH}/:kind/:id`;

export function backtestHref(kind: string, id: string): string {
  return `${BACKTEST_PATH}/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}
/** The configuration screen: where a draft is published. */
export const PARAMETERS_PATH = '/admin/parameters';

/** A black list's section of the Configuration Manager area: where its READY version is published. */
export const blacklistKindHref = (kind: 'RADIATI' | 'CEDUTI') => `/admin/blacklist?section=${kind.toLowerCase()}`;

/** Extractions & Enrichments: every job of the user. */
export const ENRICHER_PATH = '/admin/enricher';

/** 'Verifiche ripetute': the chains of repeated checks and who repeats them. */
export const REPEATED_CHECKS_PATH = '/admin/repeatedChecks';

/**
 * The chains with these filters, as the list writes them in its query (one parameter per field, repeated
 * for a list of codes): the dashboard's links into the list.
 */
export function repeatedChecksHref(filters: Readonly<Record<string, string | readonly string[]>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    for (const item of typeof value === 'string' ? [value] : value) query.append(key, item);
  const text = query.toString();
  return text ? `${REPEATED_CHECKS_PATH}?${text}` : REPEATED_CHECKS_PATH;
}

/** One chain of repeated checks on its own page: `id` names it, so the page survives a reload. */
export const CHAIN_PATH = `${REPEATED_CHECKS_PATH}/chain`;
export const CHAIN_ID_PARAM = 'id';

export function chainHref(chainId: number): string {
  return `${CHAIN_PATH}?${new URLSearchParams({ [CHAIN_ID_PARAM]: String(chainId) })}`;
}
