// The `storybook` project's every-state pass (issue 36): after each block's main story has played
// and passed its own axe check, the story is checked again as a phone shows it and as a person
// points at it: its container 390 px wide (the blocks adapt to their container, not the window),
// the primary action hovered (a real pointer, so :hover rules apply), then focused from the
// keyboard, each in light and in dark (the theme is the block root's `data-se-theme`, which the
// kit's CSS reads). axe runs in each of those four states with the rules the a11y addon uses.
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/** Each block's main story (its stories file, the story's name as the test names it). */
const MAIN_STORIES: Readonly<Record<string, string>> = {
  'AddressForm.stories.tsx': 'Default',
  'RatePicker.stories.tsx': 'Default',
  'LabelPurchase.stories.tsx': 'Empty Start',
  'BatchUploader.stories.tsx': 'Preview',
  'PickupScheduler.stories.tsx': 'Editing',
  'ManifestCloseout.stories.tsx': 'Editing',
  'ReportDownloader.stories.tsx': 'Default',
  'LabelHistory.stories.tsx': 'Default',
  'OrdersInbox.stories.tsx': 'Default',
  'TrackingStatus.stories.tsx': 'In Transit',
  'AccountOnboarding.stories.tsx': 'Ship From',
};

/** The phone width the walk used (390×844). */
const PHONE_WIDTH = 390;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** axe on the story's root, as the a11y addon runs it (its one disabled rule: `region`, no landmarks in a story). */
async function violations(root: HTMLElement, state: string): Promise<string[]> {
  await nextFrame();
  // Only the violations are read (axe's `resultTypes`: the other kinds keep one node per rule).
  const result = await axe.run(root, { rules: { region: { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((violation) => `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** The story's primary action: its first enabled primary button, else its first primary button. */
function primaryAction(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('button[data-variant="primary"]:not(:disabled)') ?? root.querySelector<HTMLElement>('button[data-variant="primary"]');
}

async function everyState(root: HTMLElement): Promise<string[]> {
  root.style.inlineSize = `${PHONE_WIDTH}px`;
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    for (const block of root.querySelectorAll('[data-se-root]')) {
      block.setAttribute('data-se-theme', theme);
    }
    const action = primaryAction(root);
    if (!action) {
      problems.push(...(await violations(root, `${theme}, ${PHONE_WIDTH} px`)));
      continue;
    }
    action.scrollIntoView({ block: 'center' });
    await userEvent.hover(action);
    expect(action.matches(':hover'), 'the primary action is hovered').toBe(true);
    problems.push(...(await violations(root, `${theme}, ${PHONE_WIDTH} px, primary action hovered`)));
    await userEvent.unhover(action);
    // As a keyboard puts it there: :focus-visible applies.
    action.focus({ focusVisible: true });
    expect(action.matches(':focus-visible'), 'the primary action shows its keyboard focus').toBe(true);
    problems.push(...(await violations(root, `${theme}, ${PHONE_WIDTH} px, primary action focused`)));
    action.blur();
  }
  return problems;
}

afterEach(async ({ task }) => {
  const file = task.file.name.split('/').at(-1) ?? '';
  // The story's container: the one element of the body beside Storybook's own wrappers that holds a block.
  const root = [...document.body.children].find((child): child is HTMLElement => child instanceof HTMLElement && !child.classList.contains('sb-wrapper') && child.querySelector('[data-se-root]') !== null);
  if (MAIN_STORIES[file] !== task.name || task.result?.state === 'fail' || !root) {
    return;
  }
  expect(await everyState(root)).toEqual([]);
});
