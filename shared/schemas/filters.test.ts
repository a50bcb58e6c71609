import { describe, expect, it } from 'vitest';
import { PERFORMANCE_CLASSES } from '../enums';
import { FiltersSchema } from './filters';

const PROVINCES = Array.from({ length: 26 * 26 }, (_, index) =>
  String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
);

describe('FiltersSchema: a multiple-choice filter stays within what one DynamoDB IN takes', () => {
  it.each([
    { label: 'every performance class once', filters: { performanceClass: [...PERFORMANCE_CLASSES] }, refusal: null },
    {
      label: 'more values than the enumeration has',
      filters: { performanceClass: [...PERFORMANCE_CLASSES, '1'] },
      refusal: 'Al massimo 6 valori',
    },
    {
      label: 'a thousand copies of one class',
      filters: { performanceClass: Array(1000).fill('6') },
      refusal: 'Al massimo 6 valori',
    },
    { label: '100 provinces', filters: { province: PROVINCES.slice(0, 100) }, refusal: null },
    { label: '101 provinces', filters: { province: PROVINCES.slice(0, 101) }, refusal: 'Al massimo 100 valori' },
    { label: '101 municipalities', filters: { city: PROVINCES.slice(0, 101) }, refusal: 'Al massimo 100 valori' },
  ])('$label: refused with $refusal', ({ filters, refusal }) => {
    const result = FiltersSchema.safeParse(filters);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(refusal);
  });
});
