import { readSnapshot } from '../../shared/backtest/replay-check';
import { decide } from '../../shared/decision/decide';
import { replayInput } from '../../shared/decision/snapshot';
import type { RequestLogRow } from '../../shared/request-log/row';
import { API_ROUTES } from '../../shared/route-table';
import { DecisionExplanationPayloadSchema } from '../../shared/schemas/precheck';
import { defineHandler } from '../commons/http/define-handler';
import { HttpError } from '../commons/http/http-error';
import { Refusal } from '../commons/refusal/refusal';
import { containerAgencyStore } from '../stores/agencies/agency-store';
import { chainOfCheck } from '../stores/check-chains/container-chains';
import { checkComparison, outcomeOf, recordedVersions } from '../stores/decision-replay/check-replay';
import { marketConditions } from '../stores/request-log/list-query';
import { logRowOf } from '../stores/request-log/listed-rows';
import { withReader } from './logged-request-log-reads';

/**
 * GET /api/v1/requestLogCheck/{idRequest}: one check of the request log, for the roles that see the
 * list and only within their markets (another market's check does not exist for them: 404). The
 * explanation recorded, the versions it was decided with, its snapshot replayed with the recorded
 * configuration; with a back-test's draft (ADMIN only), the same facts under the configuration in force
 * and under the draft.
 */
export const handler = defineHandler(API_ROUTES.requestLogCheck, async ({ params, query, caller }) => {
  if (query.kind && caller.role !== 'ADMIN') throw new HttpError('FORBIDDEN');
  const item = await withReader(async (reader) => {
    const keys = await reader.keysOfIds([Number(params.idRequest)], marketConditions(caller.markets));
    return (await reader.items(keys.slice(0, 1)))[0];
  });
  if (!item) throw new Refusal('CHECK_NOT_FOUND');
  const [named] = await containerAgencyStore().named([logRowOf(item) as unknown as RequestLogRow]);
  const { explanation, ...row } = named as RequestLogRow;
  const snapshot = readSnapshot(item.snapshot) ?? null;
  // The chain it belongs to, only its attempts of the caller's markets, read beside the versions.
  const [versions, chain] = await Promise.all([
    recordedVersions(row),
    chainOfCheck(Number(params.idRequest), caller.markets),
  ]);
  const recorded = versions.configurationFile;
  const replayed = snapshot && recorded ? outcomeOf(decide(replayInput(snapshot, recorded))) : null;
  const comparison =
    query.kind && query.id && snapshot ? await checkComparison(snapshot, { kind: query.kind, id: query.id }) : null;
  if (query.kind && snapshot && !comparison) throw new Refusal('CHECK_VERSION_NOT_FOUND');
  return {
    body: {
      row,
      explanation: DecisionExplanationPayloadSchema.safeParse(explanation).data ?? null,
      replay: replayed && {
        ...replayed,
        reproduced: replayed.trafficLight === row.trafficLight && replayed.code === row.outputCode,
      },
      snapshot,
      versions: versions.names,
      comparison,
      chain,
    },
  };
});
