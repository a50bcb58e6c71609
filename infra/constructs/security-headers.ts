import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, type HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  FRAME_OPTION,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
} from '../console-security-headers';

/** Security headers on everything the distribution serves; the values are console-security-headers.ts's. */
export class SecurityHeadersPolicy extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      comment: 'Semaforo console security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(Stack.of(scope).region), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTION], override: true },
        // CDK's enum values are the header values themselves.
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      },
    });
  }
}
