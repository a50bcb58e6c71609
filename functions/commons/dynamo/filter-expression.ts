/**
 * One condition on an attribute of the items a list reads: a value among several, a text contained, or
 * any of several equalities. `Name` is the list's own attribute names (the request log's slim names, a
 * white-list entry's fields…), so a plan cannot name an attribute its items do not have.
 */
export type Condition<Name extends string = string> =
  | { kind: 'in'; attribute: Name; values: readonly (string | number)[] }
  | { kind: 'contains'; attribute: Name; text: string }
  /** The set attribute holds any of the values (a chain with an attempt in one of the markets). */
  | { kind: 'containsAny'; attribute: Name; values: readonly string[] }
  | { kind: 'equalsAny'; attributes: readonly Name[]; value: string }
  /** The item has no such attribute (a white-list entry never revoked has no revocation date). */
  | { kind: 'missing'; attribute: Name }
  /** The attribute is at least the value: ISO instants compare as text (an expiry not yet passed). */
  | { kind: 'atLeast'; attribute: Name; value: string | number }
  /** The attribute lies between the bounds, both included (a customer's invoiced figure in a range). */
  | { kind: 'between'; attribute: Name; from: number; to: number }
  /** The set or list attribute has between `from` and `to` elements, both included (a chain's attempts). */
  | { kind: 'sizeBetween'; attribute: Name; from: number; to: number };

export interface ExpressionParts {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * A DynamoDB filter expression of all conditions (AND), for any list. Placeholders are numbered, so
 * values typed by a user never reach the expression text; attribute names go through `#name`
 * placeholders, so reserved words are safe. No condition gives undefined: Query takes no filter then.
 */
export function filterExpression<Name extends string>(
  conditions: readonly Condition<Name>[],
): ExpressionParts | undefined {
  if (conditions.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let counter = 0;
  // A dotted name is a path into a map attribute (`row.configurationId`): one placeholder per step.
  const name = (attribute: string) =>
    attribute
      .split('.')
      .map((step) => {
        names[`#${step}`] = step;
        return `#${step}`;
      })
      .join('.');
  const value = (v: unknown) => {
    const placeholder = `:f${counter++}`;
    values[placeholder] = v;
    return placeholder;
  };
  const clauses = conditions.map((condition) => {
    switch (condition.kind) {
      case 'in':
        // An empty choice matches nothing (a role with no market sees no row), and IN () is not valid.
        if (condition.values.length === 0) {
          const attribute = name(condition.attribute);
          return `(attribute_exists(${attribute}) AND attribute_not_exists(${attribute}))`;
        }
        return condition.values.length === 1
          ? `${name(condition.attribute)} = ${value(condition.values[0])}`
          : `${name(condition.attribute)} IN (${condition.values.map(value).join(', ')})`;
      case 'contains':
        return `contains(${name(condition.attribute)}, ${value(condition.text)})`;
      case 'containsAny': {
        const attribute = name(condition.attribute);
        return `(${condition.values.map((one) => `contains(${attribute}, ${value(one)})`).join(' OR ')})`;
      }
      case 'missing':
        return `attribute_not_exists(${name(condition.attribute)})`;
      case 'atLeast':
        return `${name(condition.attribute)} >= ${value(condition.value)}`;
      case 'between':
        return `${name(condition.attribute)} BETWEEN ${value(condition.from)} AND ${value(condition.to)}`;
      case 'sizeBetween':
        return `size(${name(condition.attribute)}) BETWEEN ${value(condition.from)} AND ${value(condition.to)}`;
      default: {
        const placeholder = value(condition.value);
        return `(${condition.attributes.map((attribute) => `${name(attribute)} = ${placeholder}`).join(' OR ')})`;
      }
    }
  });
  return {
    FilterExpression: clauses.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
