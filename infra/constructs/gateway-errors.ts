import { ResponseType, type RestApiBase } from 'aws-cdk-lib/aws-apigateway';
import { type ErrorCode, errorBody } from '../../shared/errors';

// Answers API Gateway gives on its own, before any function runs, with the status each keeps.
const GATEWAY_ERRORS: [ResponseType, ErrorCode, string?][] = [
  [ResponseType.UNAUTHORIZED, 'UNAUTHORIZED'],
  [ResponseType.ACCESS_DENIED, 'FORBIDDEN'],
  // API Gateway answers 403 "Missing Authentication Token" for a path it does not know.
  [ResponseType.MISSING_AUTHENTICATION_TOKEN, 'NOT_FOUND', '404'],
  [ResponseType.DEFAULT_4XX, 'BAD_REQUEST'],
  [ResponseType.DEFAULT_5XX, 'INTERNAL_ERROR'],
];

/**
 * Makes API Gateway's own failures (no token, unknown path, throttling, integration errors) answer
 * in the one error shape of shared/errors.ts, like every handler does, so the console reads one shape.
 */
export function addGatewayErrors(api: RestApiBase): void {
  for (const [type, code, statusCode] of GATEWAY_ERRORS) {
    api.addGatewayResponse(`Error${type.responseType}`, {
      type,
      statusCode,
      responseHeaders: { 'Content-Type': "'application/json'", 'Cache-Control': "'no-store'" },
      templates: { 'application/json': JSON.stringify(errorBody(code)) },
    });
  }
}
