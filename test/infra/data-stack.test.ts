import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_CONFIGURATION } from '../../infra/constructs/first-configuration';
import { pascalCase } from '../../infra/keys';
import { BUCKETS, type BucketDefinition, TABLES, type TableDefinition } from '../../shared/resources';
import { ConfigurationSchema } from '../../shared/schemas/configuration';
import { validateConfigurationFile } from '../../shared/validators/configuration-rules';
import { type Json, synthApp, templateOf } from './synth-app';

describe('data stack', () => {
  let template: Template;
  let tables: Json;
  let buckets: Json;
  beforeAll(() => {
    template = templateOf(synthApp().data);
    tables = template.findResources('AWS::DynamoDB::Table');
    buckets = template.findResources('AWS::S3::Bucket');
  });

  const byLogicalId = (resources: Json, prefix: string): Json => {
    const found = Object.entries(resources).filter(([id]) => id.startsWith(prefix));
    expect(found, prefix).toHaveLength(1);
    return found[0]?.[1] as Json;
  };

  it('has exactly the tables of TABLES', () => {
    expect(Object.keys(tables)).toHaveLength(Object.keys(TABLES).length);
  });

  it('protects the audit table from deletion, with point-in-time recovery and no expiry', () => {
    const audit = byLogicalId(tables, 'AuditTable');
    expect(audit.Properties).toMatchObject({
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(audit.Properties.TimeToLiveSpecification).toBeUndefined();
    expect(audit.DeletionPolicy).toBe('Retain');
  });

  it.each(Object.entries(TABLES) as [string, TableDefinition][])(
    'table %s: on demand, point-in-time recovery, encrypted, retained, keys and indexes as declared',
    (name, definition) => {
      const table = byLogicalId(tables, `${pascalCase(name)}Table`);
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
      const keys = (partitionKey: string, sortKey?: string) => [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        ...(sortKey ? [{ AttributeName: sortKey, KeyType: 'RANGE' }] : []),
      ];
      expect(table.Properties.KeySchema).toEqual(keys(definition.partitionKey, definition.sortKey));
      const indexes = (table.Properties.GlobalSecondaryIndexes ?? []) as Record<string, unknown>[];
      expect(indexes).toEqual(
        definition.indexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: keys(index.partitionKey, index.sortKey),
          Projection: index.nonKeyAttributes
            ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.nonKeyAttributes] }
            : { ProjectionType: 'ALL' },
        })),
      );
    },
  );

  it('expires idempotency records on the attribute Powertools writes', () => {
    expect(byLogicalId(tables, 'IdempotencyTable').Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expiration',
      Enabled: true,
    });
  });

  it.each(Object.entries(BUCKETS) as [string, BucketDefinition][])(
    'bucket %s: private, encrypted, access-logged, expiring as declared, retained',
    (name, definition) => {
      const bucket = byLogicalId(buckets, `${pascalCase(name)}Bucket`);
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LoggingConfiguration: { LogFilePrefix: `${name}/` },
      });
      const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
      if (definition.expireAfterDays)
        expect(rules).toContainEqual(expect.objectContaining({ ExpirationInDays: definition.expireAfterDays }));
      else for (const rule of rules) expect(rule).not.toHaveProperty('ExpirationInDays');
    },
  );

  it('denies every request to every bucket that does not use TLS', () => {
    const policies = template.findResources('AWS::S3::BucketPolicy');
    expect(Object.keys(policies)).toHaveLength(Object.keys(buckets).length);
    template.allResourcesProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });
  it('puts the first configuration when the stage is made, only into a table without one, with PutItem alone', () => {
    const puts = template.findResources('Custom::AWS');
    expect(Object.keys(puts)).toHaveLength(1);
    const create = JSON.stringify(Object.values(puts)[0]);
    expect(create).toContain('attribute_not_exists(pk)');
    expect(create).toContain('ConditionalCheckFailedException');
    expect(create).toContain('CONFIGURATION#PRECHECK_SAS');
    expect(create).not.toContain('"Update"');
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('dynamodb:PutItem'),
    );
    expect(policies).toHaveLength(1);
    const statements = (policies[0] as Json).Properties.PolicyDocument.Statement as { Action: unknown }[];
    expect(statements.map((statement) => statement.Action)).toEqual(['dynamodb:PutItem']);
  });

  it('starts a stage from a configuration every rule accepts', () => {
    expect(ConfigurationSchema.safeParse(INITIAL_CONFIGURATION).success).toBe(true);
    expect(validateConfigurationFile(INITIAL_CONFIGURATION.configurationFile)).toEqual([]);
  });
});
