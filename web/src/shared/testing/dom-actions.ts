import { act } from 'react';

/**
 * For jsdom tests of mounted components: read the page, press and type as a user does, and wait for
 * an answer, each inside act.
 */

export const bodyText = () => document.body.textContent ?? '';

export const buttonNamed = (label: string) =>
  [...document.body.querySelectorAll('button')].find((candidate) => candidate.textContent === label);

export async function click(element: Element | null | undefined) {
  await act(async () => (element as HTMLElement | null | undefined)?.click());
}

/** Types into a React-controlled field the way a browser does: the native setter, then 'input'. */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** True once `check` holds, within about five seconds. */
export async function until(check: () => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 500 && !check(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}
