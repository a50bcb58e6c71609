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

/** What a call answers: the route's response schema. */
export type CallOutput<N extends RouteName> = z.output<RouteOf<N>['response']>;

/** Routes declaring no request part may be called with no input at all. */
export type CallArgs<N extends RouteName> = keyof CallInput<N> extends never
  ? [input?: CallInput<N>]
  : [input: CallInput<N>];
