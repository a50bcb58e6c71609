import { ErrorBodySchema } from '../../shared/errors';
import { responseSchemaFor } from '../../shared/role-reading';
import type { Role } from '../../shared/roles';
import { API_ROUTES, type ApiRoute, NOT_IMPLEMENTED_HANDLER, type RouteName } from '../../shared/route-table';
import type { RawResponse } from './raw-http';
import type { FuzzCase } from './route-cases';

/**
 * What no answer may show, whatever was sent: stack frames, file paths of the server, and the words
 * of the SDK, the emulators and JavaScript's own errors. A pattern the request itself contains is not
 * held against the answer (a refused value may be quoted back).
 */
const INTERNALS: readonly RegExp[] = [
  /\bat [\w$.<>[\] ]+ \(/,
  /\bat (?:async )?(?:file:\/\/)?\/[\w./-]+:\d+/,
  /\/work\//,
  /\/tmp\//,
  /\/home\//,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /dynalite|s3rver|fauxqs|cognito-local/i,
  /aws-sdk|@aws-sdk|@smithy/,
  /\b(?:Type|Reference|Syntax|Range|URI|Eval)Error\b/,
  /Unexpected token|Unexpected end of JSON|JSON at position|is not valid JSON/,
  /Cannot read propert|is not a function|is not defined|Maximum call stack/,
  /ECONNREFUSED|ECONNRESET|EPIPE|ENOENT/,
];

/** AWS error names and metadata: the API's own answers never carry them (Cognito's protocol does). */
const SDK_NAMES: readonly RegExp[] = [
  /ValidationException/,
  /ResourceNotFoundException/,
  /ConditionalCheckFailed/,
  /ProvisionedThroughput/,
  /SerializationException/,
  /UnrecognizedClientException/,
  /NoSuchKey|NoSuchBucket/,
  /\$metadata/,
];

/** What is wrong with an API answer; empty when the answer is acceptable. */
export function apiProblems(name: RouteName, fuzzCase: FuzzCase, response: RawResponse): string[] {
  const problems = commonProblems(fuzzCase, response, { errorShape: true, sdkNames: true });
  const { status } = response;
  const { caller } = fuzzCase;
  const handlerAnswered = response.headers['x-amzn-requestid'] !== undefined;
  if (status === 501 && !may501(name, fuzzCase)) {
    problems.push(caller.kind === 'allowed' ? '501 from an implemented route' : `501 to a ${caller.kind} caller`);
  }
  if (caller.kind !== 'allowed' && status < 300) problems.push(`${status} to a ${caller.kind} caller`);
  if (caller.kind === 'forbidden' && handlerAnswered && status !== 403) {
    problems.push(`forbidden role answered ${status} by the handler, not 403`);
  }
  if ((caller.kind === 'anonymous' || caller.kind === 'garbage token') && handlerAnswered) {
    problems.push(`a ${caller.kind} caller reached the handler`);
  }
  // Held to the routes some roles read less of: there a success outside the role's shape is a leak.
  const shaped = (API_ROUTES[name] as ApiRoute).responseFor !== undefined;
  if (shaped && caller.kind === 'allowed' && caller.role && status < 300) {
    problems.push(...shapeProblems(name, caller.role, response));
  }
  return problems;
}

/**
 * A JSON success must be in the shape the caller's role reads (the route's `responseFor`, else its whole
 * `response`): an agent's precheck answer carries nothing its schema does not name. Not yet asked of
 * every route: some answers drift from their schemas today (getWhitelist asked with `count: 'none'`
 * answers no `total`, which its schema requires).
 */
function shapeProblems(name: RouteName, role: Role, { headers, text }: RawResponse): string[] {
  if (!(headers['content-type'] ?? '').includes('application/json')) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['a JSON success that is not JSON'];
  }
  const result = responseSchemaFor(API_ROUTES[name], role).safeParse(body);
  if (result.success) return [];
  const where = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return [`a success outside the schema ${role} reads (${where.join('; ')})`];
}

/** Properties of every answer of the local server: no 5xx, no internals, failures in the error shape. */
export function commonProblems(
  fuzzCase: Pick<FuzzCase, 'request'>,
  response: RawResponse,
  { errorShape, sdkNames, allowed5xx = [] }: { errorShape: boolean; sdkNames: boolean; allowed5xx?: readonly number[] },
): string[] {
  const problems: string[] = [];
  const { status, text } = response;
  if (status >= 500 && status !== 501 && !allowed5xx.includes(status)) problems.push(`status ${status}`);
  if (errorShape && status >= 400 && fuzzCase.request.method !== 'HEAD' && !isErrorShape(text)) {
    problems.push(`${status} not in the error shape`);
  }
  const sent = requestText(fuzzCase.request);
  for (const pattern of sdkNames ? [...INTERNALS, ...SDK_NAMES] : INTERNALS) {
    if (pattern.test(text) && !pattern.test(sent)) problems.push(`internals in the body: ${pattern.source}`);
  }
  return problems;
}

/** Only a route whose feature is not built yet answers 501, and only to a caller it admits. */
function may501(name: RouteName, { caller }: FuzzCase): boolean {
  if (caller.kind !== 'allowed' || !caller.role) return false;
  return (API_ROUTES[name].handler as string) === NOT_IMPLEMENTED_HANDLER;
}

function isErrorShape(text: string): boolean {
  try {
    return ErrorBodySchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

function requestText({ target, headers, body }: FuzzCase['request']): string {
  return [target, ...headers.map(([name, value]) => `${name}: ${value}`), body?.toString('utf8') ?? ''].join('\n');
}
