/**
 * The console's runtime settings, read from /config.json at start (brief principle 9): CDK writes the
 * file on deploy and the local runtime serves its own, so one build runs on any stage.
 */
export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Prefix of every API path; '' when the API is served by the console's own origin. */
  apiBaseUrl: string;
  /**
   * A Cognito-compatible endpoint replacing AWS's (the local emulator); absent in AWS. The local
   * runtime gives a path, made absolute here against the page's own origin (Amplify needs a URL).
   */
  userPoolEndpoint?: string;
}

let current: RuntimeConfig | undefined;

export async function loadRuntimeConfig(
  fetchJson: typeof fetch = fetch,
  pageUrl: string | undefined = globalThis.location?.href,
): Promise<RuntimeConfig> {
  const response = await fetchJson('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  current = parseRuntimeConfig(await response.json(), pageUrl);
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is read before it was loaded');
  return current;
}

// Checked by hand rather than with zod so that zod stays out of the sign-in page's download.
function parseRuntimeConfig(value: unknown, pageUrl: string | undefined): RuntimeConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const optional = (key: string): string | undefined => {
    const field = record[key];
    if (field === undefined || typeof field === 'string') return field;
    throw new Error(`/config.json: ${key} is not a text`);
  };
  const required = (key: string): string => {
    const field = optional(key);
    if (!field) throw new Error(`/config.json: ${key} is missing`);
    return field;
  };
  const userPoolEndpoint = optional('userPoolEndpoint');
  return {
    region: required('region'),
    userPoolId: required('userPoolId'),
    userPoolClientId: required('userPoolClientId'),
    apiBaseUrl: optional('apiBaseUrl') ?? '',
    ...(userPoolEndpoint ? { userPoolEndpoint: new URL(userPoolEndpoint, pageUrl).href } : {}),
  };
}
