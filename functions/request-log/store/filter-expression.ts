import type { SlimAttributes } from './items';

type SlimName = keyof SlimAttributes;

/** One condition on a slim attribute: a value among several, a text contained, or any of two equalities. */
export type Condition =
  | { kind: 'in'; attribute: SlimName; values: readonly (string | number)[] }
  | { kind: 'contains'; attribute: SlimName; text: string }
  | { kind: 'equalsAny'; attributes: readonly SlimName[]; value: string };

export interface ExpressionParts {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * A DynamoDB filter expression of all conditions (AND). Placeholders are numbered, so values typed by
 * a user never reach the expression text. No condition gives undefined: Query takes no filter then.
 */
export function filterExpression(conditions: readonly Condition[]): ExpressionParts | undefined {
  if (conditions.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let counter = 0;
  const name = (attribute: string) => {
    names[`#${attribute}`] = attribute;
    return `#${attribute}`;
  };
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
