/**
 * Keys of what the data table knows about a subject (docs/data-model.md). A subject is known by each
 * of its identifiers, a tax code (16 or 11 characters) or a VAT number, and every item about it is
 * written once per identifier under that identifier's partition, so a check finds it by either in the
 * same BatchGet. The white list's and the customers' items live in the same partition (their keys are
 * in their own folders); the two below come from outside providers and have no screen of their own.
 */

export const subjectPk = (identifier: string) => `SUBJECT#${identifier.toUpperCase()}`;

/** What the credit bureau reports about a subject: protests, prejudicial and other negative events. */
export const creditBureauKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'BUREAU' });

/** The risk model's verdict on a prospect. */
export const prospectRiskKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'RISK' });
