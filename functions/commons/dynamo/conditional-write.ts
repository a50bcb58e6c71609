/**
 * Whether a write was refused by its condition expression: the item was not as the write required (a
 * race lost, a change already made), never a fault. By name, so it holds for any copy of the SDK.
 */
export const refusedByCondition = (error: unknown) =>
  (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** A conditional write's output, or undefined when its condition refused it; any other failure is thrown. */
export async function unlessRefused<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (refusedByCondition(error)) return undefined;
    throw error;
  }
}
