/**
 * Reference data changes a few times a year with a code release, so browsers and CloudFront may keep
 * it for a day; `public` is safe because the lists are the same for every caller.
 */
export const REFERENCE_DATA_CACHE = { 'Cache-Control': 'public, max-age=86400' } as const;
