import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';
import { WorkersStack } from './stacks/workers-stack';

export interface SemaforoStacks {
  auth: AuthStack;
  data: DataStack;
  workers: WorkersStack;
  api: ApiStack;
  web: WebStack;
  monitoring: MonitoringStack;
}

/**
 * The six stacks of one stage, wired through constructor props. References only flow one way,
 * auth and data → workers → api → web and monitoring, so the stacks deploy in that order and never
 * form a cycle.
 */
export function addSemaforoStacks(app: App): SemaforoStacks {
  const stage = String(app.node.tryGetContext('stage') ?? 'dev');
  // The region is the product's choice (cdk.json, `-c region=`), not the CLI's default, which silently
  // becomes us-east-1 on a machine with no AWS region configured.
  const region = String(app.node.tryGetContext('region') ?? 'eu-south-1');
  // The four-eyes rule (a second administrator publishes): on unless `-c fourEyes=false`, for a team of one.
  const fourEyes = String(app.node.tryGetContext('fourEyes') ?? 'true') !== 'false';
  // Where the alarms are e-mailed (`-c alarmEmail=ops@example.it`); none by default.
  const alarmEmail = String(app.node.tryGetContext('alarmEmail') ?? '').trim() || undefined;
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region };
  const name = (part: string) => `semaforo-${stage}-${part}`;
  Tags.of(app).add('project', 'semaforo');
  Tags.of(app).add('stage', stage);

  const auth = new AuthStack(app, name('auth'), { env, description: 'Semaforo: staff user pool and role groups' });
  const data = new DataStack(app, name('data'), { env, description: 'Semaforo: tables and buckets' });
  const workers = new WorkersStack(app, name('workers'), {
    env,
    description: 'Semaforo: job queues and their workers',
    data,
  });
  const api = new ApiStack(app, name('api'), {
    env,
    description: 'Semaforo: REST API, one function per route',
    stage,
    userPool: auth.userPool,
    data,
    queues: workers.queues,
    fourEyes,
  });
  const web = new WebStack(app, name('web'), {
    env,
    description: 'Semaforo: console hosting and CloudFront',
    stage,
    api: api.api,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    env,
    description: 'Semaforo: alarms, their topic and the dashboard',
    stage,
    alarmEmail,
    routes: api.functions,
    workers: workers.workers,
    queues: workers.workerQueues,
    tables: data.tables,
  });
  return { auth, data, workers, api, web, monitoring };
}
