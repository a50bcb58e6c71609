import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config';

const serving = (body: unknown, status = 200) => (async () => Response.json(body, { status })) as typeof fetch;

const local = {
  region: 'eu-south-1',
  userPoolId: 'eu-south-1_LocalDev01',
  userPoolClientId: 'client',
  apiBaseUrl: '',
  userPoolEndpoint: 'http://localhost:3000/cognito/',
};

describe('runtime config', () => {
  it('reads the local runtime config with its Cognito endpoint', async () => {
    await expect(loadRuntimeConfig(serving(local))).resolves.toEqual(local);
  });

  it('resolves an endpoint given as a path against the page the console was loaded from', async () => {
    const config = await loadRuntimeConfig(
      serving({ ...local, userPoolEndpoint: '/cognito/' }),
      'http://127.0.0.1:5173/x',
    );
    expect(config.userPoolEndpoint).toBe('http://127.0.0.1:5173/cognito/');
  });

  it('leaves the endpoint out in AWS and defaults the API base to the same origin', async () => {
    const { userPoolEndpoint: _, apiBaseUrl: __, ...aws } = local;
    await expect(loadRuntimeConfig(serving(aws))).resolves.toEqual({ ...aws, apiBaseUrl: '' });
  });

  it('refuses a config without a pool, or that did not load', async () => {
    await expect(loadRuntimeConfig(serving({ ...local, userPoolId: '' }))).rejects.toThrow('userPoolId');
    await expect(loadRuntimeConfig(serving({ ...local, region: 7 }))).rejects.toThrow('region');
    await expect(loadRuntimeConfig(serving({}, 404))).rejects.toThrow('404');
  });
});
