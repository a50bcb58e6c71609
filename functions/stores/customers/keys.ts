import { subjectPk } from '../subjects/keys';

/** A customer's row (the spec's A_*, K_*, C_*, S_* fields), in the subject's partition (one per identifier). */
export const customerKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'CUSTOMER' });
