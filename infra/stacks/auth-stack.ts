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
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { AGENCY_CODE_ATTRIBUTE } from '../../shared/agency/agency-claim';
import { ROLES } from '../../shared/roles';
import { PASSWORD_POLICY } from '../../shared/users/password-policy';
import { ACCESS_TOKEN_MINUTES, ID_TOKEN_MINUTES, REFRESH_TOKEN_HOURS } from '../../shared/users/token-lifetimes';
import { USER_POOL_TRIGGERS } from '../../shared/users/user-pool-triggers';
import { grantAccess } from '../constructs/grant-access';
import { NodeFunction } from '../constructs/node-function';
import { acknowledge } from '../nag';
import type { DataResources } from './data-stack';

/** A stage setting (`-c mfa=required`): every user sets TOTP up at the first sign-in and gives a code at each. */
export type MfaSetting = 'optional' | 'required';

export interface AuthStackProps extends StackProps {
  /** Where the post-authentication trigger keeps each user's last sign-in. */
  data: DataResources;
  mfa: MfaSetting;
}

/**
 * Who may sign in to the console: staff accounts made by an administrator (no self sign-up), one
 * group per role. The API reads the role from the token's `cognito:groups`, and an agent's agency from
 * `custom:agencyCode` (docs/data-model.md 'Agency mapping').
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
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
      // The console shows and checks the same policy before sending a new password (shared/users).
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.temporaryPasswordValidityDays),
      },
      mfa: props.mfa === 'required' ? Mfa.REQUIRED : Mfa.OPTIONAL,
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
      // Short: API Gateway accepts an ID token until it expires, so a disabled user's open console is signed
      // out when its next refresh is refused, within the ID token's lifetime (shared/users/token-lifetimes.ts).
      idTokenValidity: Duration.minutes(ID_TOKEN_MINUTES),
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      refreshTokenValidity: Duration.hours(REFRESH_TOKEN_HOURS),
    });

    // Each user's last sign-in, kept by the product (Cognito tells it only on its Plus plan).
    const postAuthentication = new NodeFunction(this, 'PostAuthenticationTrigger', {
      entry: USER_POOL_TRIGGERS.postAuthentication,
      description: 'Semaforo: keeps each user’s last sign-in',
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    grantAccess(postAuthentication, { tables: { data: 'write' } }, { data: props.data });
    this.userPool.addTrigger(UserPoolOperation.POST_AUTHENTICATION, postAuthentication.function);

    // Precedence follows ROLES, most privileged first, as roleFromGroups() picks among several groups.
    ROLES.forEach((role, precedence) => {
      new UserPoolGroup(this, `Group${role}`, { userPool: this.userPool, groupName: role, precedence });
    });

    if (props.mfa === 'optional') {
      acknowledge(
        this.userPool,
        'COG2',
        'MFA is OPTIONAL (TOTP only) by default: each user turns it on from the console. The stage setting ' +
          '-c mfa=required makes every user set TOTP up at the next sign-in, which the console handles (docs/deploy.md).',
      );
    }
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
