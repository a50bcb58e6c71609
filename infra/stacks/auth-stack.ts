import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { AGENCY_CODE_ATTRIBUTE } from '../../shared/agency/agency-claim';
import { ROLES } from '../../shared/roles';
import { acknowledge } from '../nag';

/**
 * Who may sign in to the console: staff accounts made by an administrator (no self sign-up), one
 * group per role. The API reads the role from the token's `cognito:groups`, and an agent's agency from
 * `custom:agencyCode` (docs/data-model.md 'Agency mapping').
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: false, mutable: true } },
      // The agency an agent works for (a code of the agency mapping), set by an administrator; the ID
      // token carries it as `custom:agencyCode` and the precheck logs an agent's checks with it.
      // Mutable: agents move between agencies. At most an agency code's length (shared/schemas/agency.ts).
      customAttributes: { [AGENCY_CODE_ATTRIBUTE]: new StringAttribute({ mutable: true, minLen: 1, maxLen: 50 }) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.userPoolClient = this.userPool.addClient('ConsoleClient', {
      // USER_PASSWORD_AUTH is what the local Cognito emulator supports; SRP stays open for AWS-only clients.
      authFlows: { userPassword: true, userSrp: true },
      generateSecret: false,
      // Users may not write their own agency (UpdateUserAttributes with their access token): only an
      // administrator sets it. The client still reads it, so the ID token carries it.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.hours(12),
    });

    // Precedence follows ROLES, most privileged first, as roleFromGroups() picks among several groups.
    ROLES.forEach((role, precedence) => {
      new UserPoolGroup(this, `Group${role}`, { userPool: this.userPool, groupName: role, precedence });
    });

    acknowledge(
      this.userPool,
      'COG2',
      'MFA is OPTIONAL with TOTP only: the console must also sign in against the local Cognito emulator, which has ' +
        'no MFA. Switch to Mfa.REQUIRED once the console handles the TOTP setup challenge.',
    );
    acknowledge(
      this.userPool,
      'COG8',
      'Essentials tier: a staff-only pool with admin-created users and a 12-character policy. Plus (threat protection) ' +
        'is billed per active user and is the owner’s call; set featurePlan to PLUS to turn it on.',
    );

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
