import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../../shared/openapi/document-schema';
import { API_ROUTES, type RouteName } from '../../shared/route-table';
import type { ApiResponse } from './local-stack';

const DOCUMENT_ID = 'semaforo:openapi';

/** `/a/b~c` for a JSON pointer, as RFC 6901 escapes `~` and `/`. */
const pointer = (...tokens: string[]) =>
  tokens.map((token) => `/${token.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Checks real answers against the OpenAPI document with a JSON Schema 2020-12 validator (Ajv), as
 * any client generated from the document would: the route's operation must list the status, and
 * the body must satisfy the schema of its content type. Returns the problems, none when it conforms.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, ...document });

  const check = (at: string, value: unknown): string[] => {
    const valid = ajv.validate({ $ref: `${DOCUMENT_ID}#${at}` }, value);
    return valid ? [] : (ajv.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message}`);
  };

  return {
    /** Problems of one answer of a route against the document's operation for it. */
    route(name: RouteName, response: ApiResponse): string[] {
      const { method, path } = API_ROUTES[name];
      const operation = document.paths[path]?.[method.toLowerCase()];
      const declared = operation?.responses[String(response.status)];
      if (!declared) return [`${method} ${path} does not declare status ${response.status}`];
      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!declared.content?.[mediaType]) return [`status ${response.status} declares no ${mediaType} content`];
      const body = mediaType === 'application/json' ? response.json : response.text;
      return check(
        pointer(
          'paths',
          path,
          method.toLowerCase(),
          'responses',
          String(response.status),
          'content',
          mediaType,
          'schema',
        ),
        body,
      );
    },
    /** Problems of the answer to a path no route has. */
    unknownRoute(response: ApiResponse): string[] {
      return check(
        pointer('components', 'responses', 'UnknownRoute', 'content', 'application/json', 'schema'),
        response.json,
      );
    },
  };
}
