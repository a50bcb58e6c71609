import { API_ROUTES, type ApiRoute, ROUTE_NAMES, type RouteName } from '../../shared/route-table';
import { nameRecord } from './name-record';

export interface MatchedRoute {
  name: RouteName;
  route: ApiRoute;
  /** Decoded values of the `{name}` segments; null when the route has none, as API Gateway sends it. */
  pathParameters: Record<string, string> | null;
}

type Segment = { literal: string } | { parameter: string };

const compiled = ROUTE_NAMES.map((name) => ({
  name,
  route: API_ROUTES[name] as ApiRoute,
  segments: API_ROUTES[name].path
    .split('/')
    .slice(1)
    .map((part): Segment => {
      const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
      return parameter ? { parameter } : { literal: part };
    }),
}));

/**
 * The route a request is for, by method and path, as API Gateway resolves resources. A known path
 * with another method is not found either: API Gateway answers both alike, and the error catalogue
 * has no code for 405.
 */
export function matchRoute(method: string, pathname: string): MatchedRoute | undefined {
  const parts = decodeSegments(pathname);
  if (!parts) return undefined;
  for (const candidate of compiled) {
    if (candidate.route.method !== method || candidate.segments.length !== parts.length) continue;
    const parameters = nameRecord<string>();
    const matches = candidate.segments.every((segment, index) => {
      const part = parts[index] as string;
      if ('literal' in segment) return segment.literal === part;
      parameters[segment.parameter] = part;
      return part.length > 0;
    });
    if (matches) {
      const pathParameters = Object.keys(parameters).length > 0 ? parameters : null;
      return { name: candidate.name, route: candidate.route, pathParameters };
    }
  }
  return undefined;
}

function decodeSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}
