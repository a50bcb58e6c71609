import { describe, expect, it } from 'vitest';
import { type FieldTouch, visibleProblem } from './problem-visibility';

const untouched: FieldTouch = { changed: false, left: false, submitted: false };

describe("the problems a user form's field shows", () => {
  it.each<[string, Partial<FieldTouch>, string | undefined, string | undefined, string | undefined]>([
    ['nothing on opening', {}, 'too short', undefined, undefined],
    ['nothing when only left (the dialog moved the focus)', { left: true }, 'too short', undefined, undefined],
    ["no rule's word while typing", { changed: true }, 'too short', undefined, undefined],
    ["the server's word while typing", { changed: true }, undefined, 'taken', 'taken'],
    ['the rule once left', { changed: true, left: true }, 'too short', undefined, 'too short'],
    ["the server's once left", { changed: true, left: true }, undefined, 'taken', 'taken'],
    ['the rule first', { changed: true, left: true }, 'too short', 'taken', 'too short'],
    ['every problem after a submit', { submitted: true }, 'required', undefined, 'required'],
    ["the server's after a submit", { submitted: true }, undefined, 'taken', 'taken'],
    ['none when there is none', { changed: true, left: true, submitted: true }, undefined, undefined, undefined],
  ])('%s', (_, touch, own, server, shown) => {
    expect(visibleProblem(own, server, { ...untouched, ...touch })).toBe(shown);
  });
});
