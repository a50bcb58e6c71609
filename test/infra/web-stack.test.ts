import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, synthApp, templateOf } from './synth-app';

// Managed policies of CloudFront, by their fixed ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack', () => {
  let template: Template;
  let config: Json;
  beforeAll(() => {
    template = templateOf(synthApp().web);
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
      .DistributionConfig as Json;
  });

  it('serves the console from a private bucket through origin access control', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    const s3Origin = config.Origins.find((origin: Json) => origin.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('routes /api/* to the REST API stage, uncached, with every method', () => {
    const api = config.CacheBehaviors.find((behavior: Json) => behavior.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((candidate: Json) => candidate.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.eu-south-1.');
    // The origin path is the stage, so /api/v1/x reaches the resource /api/v1/x of the stage.
    expect(JSON.stringify(origin.OriginPath)).toContain('DeploymentStagedev');
  });

  it('falls back to index.html with a function on the default behavior, not with error responses', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    const code = Object.values(template.findResources('AWS::CloudFront::Function'))[0]?.Properties.FunctionCode;
    const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/admin/precheck')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/config.json')).toBe('/config.json');
  });

  it('adds the security headers to both behaviors', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [id, policy] = Object.entries(policies)[0] ?? [];
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig as Json;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-south-1.amazonaws.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
  });

  it('uploads the console and a config.json, invalidating the entry points', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/index.html', '/config.json', '/favicon.ico'],
      SourceObjectKeys: Match.arrayWith([Match.stringLikeRegexp('\\.zip$')]),
    });
  });

  it('caches only the hashed assets for a year; the files that keep their names are revalidated', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')).map(
      (resource) =>
        resource.Properties as { Include?: string[]; Exclude?: string[]; SystemMetadata?: Record<string, string> },
    );
    const assets = deployments.find((deployment) => deployment.Include?.includes('assets/*'));
    const entryPoints = deployments.find((deployment) => deployment.Exclude?.includes('assets/*'));
    expect(assets?.SystemMetadata?.['cache-control']).toContain('immutable');
    expect(entryPoints?.SystemMetadata?.['cache-control']).toBe('no-cache');
  });

  it('outputs the distribution domain', () => {
    expect(Object.keys(template.findOutputs('*'))).toContain('DistributionDomainName');
  });
});
