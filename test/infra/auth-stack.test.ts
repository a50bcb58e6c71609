import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../shared/resources';
import { ROLES } from '../../shared/roles';
import {
  ACCESS_TOKEN_MINUTES,
  ID_TOKEN_MINUTES,
  REFRESH_TOKEN_HOURS,
  SIGN_OUT_BOUND_MINUTES,
} from '../../shared/users/token-lifetimes';
import { synthApp, templateOf } from './synth-app';

describe('auth stack', () => {
  let template: Template;
  beforeAll(() => {
    template = templateOf(synthApp().auth);
  });

  it('has a retained user pool where only administrators create users, with a strong password policy', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
      }),
    });
  });

  it('keeps an agent’s agency as a mutable custom attribute, at most an agency code long', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({
          Name: 'agencyCode',
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '50' },
        }),
      ]),
    });
  });

  it('lets no user write their own agency: the client writes the e-mail only, and reads every attribute', () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients.map((client) => client.Properties.WriteAttributes)).toEqual([['email']]);
    expect(clients.map((client) => client.Properties.ReadAttributes)).toEqual([undefined]);
  });

  it('has one group per role, most privileged first', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', ROLES.length);
    ROLES.forEach((role, precedence) => {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: role, Precedence: precedence });
    });
  });

  it('has a public client that signs in with USER_PASSWORD_AUTH or SRP and refreshes tokens', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });

  it('gives tokens short lives, so a disabled user is out of an open console within minutes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: ID_TOKEN_MINUTES,
      AccessTokenValidity: ACCESS_TOKEN_MINUTES,
      RefreshTokenValidity: REFRESH_TOKEN_HOURS * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
    });
    expect(SIGN_OUT_BOUND_MINUTES).toBeLessThanOrEqual(15);
  });

  it('keeps the last sign-in with a post-authentication trigger that may only write the data table', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const [triggerId, trigger] = Object.entries(functions).find(([, fn]) =>
      String(fn.Properties.Description).includes('last sign-in'),
    ) ?? ['', undefined];
    expect(trigger).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostAuthentication: { 'Fn::GetAtt': [triggerId, 'Arn'] } },
    });
    expect(Object.keys(trigger?.Properties.Environment.Variables)).toContain(TABLES.data.envName);
    const role = trigger?.Properties.Role['Fn::GetAtt'][0];
    const policies = template.toJSON().Resources[role].Properties.ManagedPolicyArns;
    expect(JSON.stringify(policies)).toMatch(/datatablewrite/i);
    expect(JSON.stringify(policies)).not.toMatch(/readWrite|datatableread/i);
  });

  it('offers TOTP to whoever turns it on, and asks it of everyone with -c mfa=required', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    const required = templateOf(synthApp({ mfa: 'required' }).auth);
    required.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('outputs the pool and client ids the first-admin commands need', () => {
    expect(Object.keys(template.findOutputs('*'))).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
  });
});
