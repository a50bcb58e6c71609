import { subjectPk } from '../subjects/keys';

/** A subject's current white-list entry, in the subject's partition (one per identifier). */
export const whiteListKey = (identifier: string) => ({ pk: subjectPk(identifier), sk: 'WHITELIST' });
