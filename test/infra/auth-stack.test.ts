import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
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

  it('outputs the pool and client ids the first-admin commands need', () => {
    expect(Object.keys(template.findOutputs('*'))).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
  });
});
