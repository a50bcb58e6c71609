import type { z } from 'zod';
import type { API_ROUTES, RouteName } from '../../../../shared/route-table';

export type { RouteName };

type RouteOf<N extends RouteName> = (typeof API_ROUTES)[N];
type RequestOf<N extends RouteName> = RouteOf<N>['request'];

/**
 * What a call takes: exactly the parts (params, query, body) its route declares, each typed as the
 * schema's input, so fields with defaults may be left out as the server fills them in.
 */
export type CallInput<N extends RouteName> = {
  [Part in keyof RequestOf<N>]: RequestOf<N>[Part] extends z.ZodType ? z.input<RequestOf<N>[Part]> : never;
};

/** The answers of a route's roles that read less than the whole one (`responseFor`). */
type ReadingsOf<R> = R extends { responseFor: infer Readings }
  ? {
      [Role in keyof Readings]: Readings[Role] extends { schema: infer S extends z.ZodType } ? z.output<S> : never;
    }[keyof Readings]
  : never;

/** What a call answers: the route's response schema, or the one the caller's role reads. */
export type CallOutput<N extends RouteName> = z.output<RouteOf<N>['response']> | ReadingsOf<RouteOf<N>>;

/** Routes declaring no request part may be called with no input at all. */
export type CallArgs<N extends RouteName> = keyof CallInput<N> extends never
  ? [input?: CallInput<N>]
  : [input: CallInput<N>];
