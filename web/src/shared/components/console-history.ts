/**
 * Whether a console page lies behind the current one in this tab's history: React Router numbers its
 * entries, and 0 means the visit started here (a bookmark, a new tab, a link from elsewhere).
 */
export function hasPreviousConsolePage(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
