/** A chain's review: OPEN until a risk officer marks it, and again once a new attempt joins it. */
export const REVIEW_STATUSES = ['OPEN', 'LEGITIMATE', 'SUSPICIOUS'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_OUTCOMES = ['LEGITIMATE', 'SUSPICIOUS'] as const;
