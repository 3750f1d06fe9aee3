import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export type AxeViolation = { id: string; impact: string; count: number };

/**
 * The serious and critical axe-core violations on the page as it is now (axe injected from npm): the
 * whole document, or only inside `within` (a selector; e.g. 'main' when the shared header and footer
 * are checked elsewhere).
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: readFileSync(`${REPO_ROOT}node_modules/axe-core/axe.min.js`, 'utf8') });
  const result = (await page.evaluate(async (selector) => {
    const r = await (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }>;
        };
      }
    ).axe.run(selector ? { include: [[selector]] } : document);
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length }));
  }, within)) as AxeViolation[];
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
