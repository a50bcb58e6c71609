import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-matcher';

describe('matchRoute', () => {
  it.each([
    ['GET', '/api/v1/provinces', 'provinces', null],
    ['GET', '/api/v1/cities/RM', 'cities', { provinceCode: 'RM' }],
    ['PATCH', '/api/v1/revokeWhitelist/a%2Fb', 'revokeWhitelist', { id: 'a/b' }],
    ['GET', '/api/v1/checkExportFilename/export%20marzo.csv', 'checkExportFilename', { filename: 'export marzo.csv' }],
  ])('%s %s is %s', (method, path, name, pathParameters) => {
    expect(matchRoute(method, path)).toMatchObject({ name, pathParameters });
  });

  it.each([
    ['DELETE', '/api/v1/provinces'],
    ['GET', '/api/v1/cities'],
    ['GET', '/api/v1/cities/'],
    ['GET', '/api/v1/cities/RM/extra'],
    ['GET', '/api/v1/Provinces'],
    ['GET', '/api/v1/cities/%E0%A4%A'],
  ])('%s %s is no route', (method, path) => {
    expect(matchRoute(method, path)).toBeUndefined();
  });
});
