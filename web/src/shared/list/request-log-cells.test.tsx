// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mountKpiModal } from '../testing/mount-kpi-modal';
import { RequestLogCell } from './request-log-cells';

/** Request-log cells that name codes in words: workflows by their family, the R and C of a reason explained. */

let screen: ReturnType<typeof mountKpiModal>;
afterEach(() => screen.unmount());

const infoButton = () => document.body.querySelector<HTMLButtonElement>('button[aria-label]');

describe.each([
  ['it', 'EvoPrecheck senza centrale rischi', 'Che cosa significa: Cliente con morosità pregressa R', /^R: .*Radiati/],
  ['en', 'EvoPrecheck without credit bureau', 'What it means: Customer with past arrears R', /^R: .*Radiati/],
] as const)('in %s', (locale, workflow, explain, note) => {
  it('names a workflow by its family, not by its code', async () => {
    screen = mountKpiModal({ locale });
    await screen.render(<RequestLogCell row={{ workflow: 'EVOPRECHECK_NOSIC' }} column="workflow" />);
    expect(screen.text()).toBe(workflow);
  });

  it("keeps the reason's text and says what its R is, on demand", async () => {
    screen = mountKpiModal({ locale });
    await screen.render(
      <RequestLogCell row={{ outputCode: 'EX305', trafficReasonDesc: 'x' }} column="trafficReasonDesc" />,
    );
    expect(infoButton()?.getAttribute('aria-label')).toBe(explain);
    await screen.click(infoButton());
    expect(await screen.until(() => note.test(document.body.querySelector('[role="dialog"]')?.textContent ?? ''))).toBe(
      true,
    );
  });

  it('adds nothing to a reason that says it all', async () => {
    screen = mountKpiModal({ locale });
    await screen.render(
      <RequestLogCell row={{ outputCode: 'EX400', trafficReasonDesc: 'x' }} column="trafficReasonDesc" />,
    );
    expect(infoButton()).toBeNull();
  });
});
