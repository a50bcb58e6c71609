import type { OpenApiDocument } from '../../shared/openapi/document-schema';
import { openApiDocument } from '../../shared/openapi/openapi-document';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';

// The document depends only on the code deployed with it: made once per container, on first call.
let document: OpenApiDocument | undefined;

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 contract, this route included. */
export const handler = defineHandler(API_ROUTES.openApiDocument, async () => {
  document ??= openApiDocument();
  return { body: document };
});
