import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addSemaforoStacks } from './semaforo-app';

/**
 * `cdk synth` / `cdk deploy` entry. cdk-nag runs as a validation plugin: an unacknowledged
 * AwsSolutions error fails synthesis, and every acknowledgement in the stacks says why.
 */
const app = new App();
addSemaforoStacks(app);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
