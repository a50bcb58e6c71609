import { API_ROUTES, ROUTE_NAMES, type RouteName } from '../../shared/route-table';

/**
 * The API's functions in groups, one per feature folder of their handlers (functions/<feature>/…): the
 * precheck, the request log, the customers, the white list… A route added to a feature joins its group;
 * a new feature makes a new group, with its own alarms.
 */
export const routeGroup = (name: RouteName): string => API_ROUTES[name].handler.split('/')[1] ?? name;

export function routeGroups(): Map<string, RouteName[]> {
  const groups = new Map<string, RouteName[]>();
  for (const name of ROUTE_NAMES) groups.set(routeGroup(name), [...(groups.get(routeGroup(name)) ?? []), name]);
  return groups;
}

/** An alarm takes at most 10 metrics: bigger groups are watched in parts of `size`. */
export function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}
