/** The environment variable naming the pool the users functions administer; the CDK stack and the local runtime set it. */
export const USER_POOL_ENV = 'USER_POOL_ID';
