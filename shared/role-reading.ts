import type { z } from 'zod';
import type { Role } from './roles';

/**
 * What one role reads of a route's answer when it may not read all of it, declared beside the route
 * (`ApiRoute.responseFor`): the answer's shape for that role, which the contract, the OpenAPI document
 * and the console's client know, and a pure function from the whole answer to it. The handler frame
 * applies it to a success after the implementation, so no handler shapes an answer by role.
 */
export interface RoleReading<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  /**
   * From the route's whole answer (its `response`) to what the role reads; an allow-list of named
   * fields, so what the whole answer gains later stays out. Method syntax: each route's reading takes
   * that route's own answer type.
   */
  read(whole: never): z.input<Schema>;
}

export type RoleReadings = Partial<Record<Role, RoleReading>>;

interface ReadRoute {
  response: z.ZodType;
  responseFor?: RoleReadings;
}

/** The schema of the answer a role reads: its declared reading's, else the route's whole response. */
export function responseSchemaFor(route: ReadRoute, role: Role): z.ZodType {
  return route.responseFor?.[role]?.schema ?? route.response;
}

/** Every shape a route answers in, the whole one first: what any caller may receive. */
export function responseSchemas(route: ReadRoute): z.ZodType[] {
  return [route.response, ...Object.values(route.responseFor ?? {}).map((reading) => reading.schema)];
}

/**
 * The body a role reads of a route's successful answer: the whole body when the role has no reading,
 * else the reading's, checked against its schema (a reading that gives more than its schema says is a
 * fault of ours: it throws rather than answer it).
 */
export function bodyFor(route: ReadRoute, role: Role, whole: unknown): unknown {
  const reading = route.responseFor?.[role];
  if (!reading) return whole;
  return reading.schema.parse((reading.read as (answer: unknown) => unknown)(whole));
}
