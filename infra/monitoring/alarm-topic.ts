import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * The one topic every alarm of a stage notifies, with an e-mail subscription when the stage names an
 * address (`-c alarmEmail=ops@example.it`; none by default: subscribe chat or paging tools by hand).
 */
export class AlarmTopic extends Topic {
  constructor(scope: Construct, id: string, props: { stage: string; email?: string }) {
    super(scope, id, { displayName: `Semaforo ${props.stage} alarms`, enforceSSL: true });
    if (props.email) this.addSubscription(new EmailSubscription(props.email));
    acknowledge(
      this,
      'SNS2',
      'Alarm notifications carry alarm names, states and thresholds, no customer data. CloudWatch cannot publish ' +
        'to a topic under the AWS-managed SNS key, and a customer-managed key would cost more than the alarms.',
    );
  }
}
