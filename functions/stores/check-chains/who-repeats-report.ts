import { whoRepeatsRows } from '../../../shared/monitoring/who-repeats';
import type { WhoRepeatsResponse } from '../../../shared/schemas/monitoring';
import { documentClient } from '../../commons/clients';
import { tableName } from '../../commons/env';
import { containerAgencyStore } from '../agencies/agency-store';
import { repeaterTallies } from './repeats-tallies';

/**
 * Who repeats over a period, per agency or per user: the tallies summed, the rates against everyone's
 * with their control limits, agencies named from the mapping now. The report and the dashboard read it.
 */
export async function whoRepeatsReport(
  period: { startDate: string; endDate: string },
  by: 'agency' | 'user',
): Promise<WhoRepeatsResponse> {
  const kind = by === 'agency' ? 'A' : 'U';
  const { tallies, overall } = await repeaterTallies(documentClient, tableName('requestLog'), period, kind);
  const names =
    kind === 'A' && tallies.length > 0
      ? await containerAgencyStore().names(tallies.map((tally) => tally.code))
      : new Map<string, string>();
  const rows = whoRepeatsRows(tallies, overall, (code) => (kind === 'A' ? (names.get(code) ?? null) : null));
  const rate = (count: number) => (overall.checks > 0 ? count / overall.checks : 0);
  return {
    dateRange: period,
    overall: { checks: overall.checks, joinedRate: rate(overall.joined), redThenGreenRate: rate(overall.redThenGreen) },
    rows,
  };
}
