import { marshall } from '@aws-sdk/util-dynamodb';
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { headOf } from '../../functions/commons/versioned/head';
import { CONFIGURATION_KEYS } from '../../functions/stores/configuration/keys';
import { EXAMPLE_CONFIGURATION_FILE } from '../../shared/decision/example-configuration';
import type { Configuration } from '../../shared/schemas/configuration';
import { acknowledge } from '../nag';

/**
 * The configuration a new stage starts from: without one in force the precheck cannot decide and the
 * configuration calls have no version to edit. Written once, when the stage is created, and only if
 * the table has none (a retained table keeps the configuration its administrators published).
 * Administrators then change it through the console, four-eyes and audit included.
 */
export const INITIAL_CONFIGURATION: Configuration = {
  id: 'configurazione-iniziale',
  parentId: null,
  version: 1,
  status: 'CURRENT',
  // A deployment has no instant to give it that would not change every synthesis.
  validityStartDate: null,
  validityEndDate: null,
  publicationUser: null,
  note: 'Configurazione iniziale installata con lo stage: da rivedere e pubblicare.',
  updatedBy: null,
  updatedAt: null,
  configurationFile: EXAMPLE_CONFIGURATION_FILE,
};

export class FirstConfiguration extends Construct {
  constructor(scope: Construct, id: string, table: ITable) {
    super(scope, id);
    const item = { ...CONFIGURATION_KEYS.head, ...headOf(INITIAL_CONFIGURATION) };
    new AwsCustomResource(this, 'Put', {
      onCreate: {
        service: 'DynamoDB',
        action: 'PutItem',
        parameters: {
          TableName: table.tableName,
          Item: marshall(item, { removeUndefinedValues: true }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        physicalResourceId: PhysicalResourceId.of('first-configuration'),
        // A table that already has a configuration keeps it.
        ignoreErrorCodesMatching: 'ConditionalCheckFailedException',
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [table.tableArn] }),
      installLatestAwsSdk: false,
    });
    // The one function aws-cdk-lib shares among a stack's AwsCustomResources: its role logs through the
    // AWS managed basic execution policy; its only other grant is PutItem on this table (above).
    const provider = Stack.of(this).node.findChild(
      `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`,
    );
    acknowledge(
      provider,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'The custom-resource function of aws-cdk-lib logs through the AWS managed basic execution policy; it runs once per stage.',
    );
  }
}
