// What `npm run bench` says about typing into AddressForm: the ratios, the budget's name, the
// section of bench/RESULTS.md and the README's headline line. Shared by the whole bench and by
// `npm run bench -- --only=typing`, which measures only this and updates those places in place.
import type { TypingFigure } from './render';

/** The figure `bench/budgets.json` gates: `render.addressFormKeystrokeVsRhfForm`. */
export const KEYSTROKE_BUDGET_KEY = 'addressFormKeystrokeVsRhfForm';
export const KEYSTROKE_BUDGET_NAME = 'a keystroke in AddressForm against a react-hook-form <form> of its shape';

/** A keystroke's cost against the react-hook-form form of AddressForm's shape (the budget) and against the other inputs. */
export interface TypingRatios {
  /** AddressForm ÷ the react-hook-form `<form>` of its shape: the budgeted figure, the kit's own share. */
  vsRhfForm: number | undefined;
  /** AddressForm ÷ a bare uncontrolled input (issue 12's first guard; for scale). */
  vsBareInput: number | undefined;
  rhfFormVsBareInput: number | undefined;
  plainFormVsBareInput: number | undefined;
  libraryFloorVsBareInput: number | undefined;
}

const ratioOf = (value: number, baseline: number) => (baseline > 0 ? Number((value / baseline).toFixed(1)) : undefined);

export function typingRatios(typing: TypingFigure): TypingRatios {
  const bare = typing.bareInputMsPerKeystroke;
  return {
    vsRhfForm: ratioOf(typing.addressFormMsPerKeystroke, typing.rhfAddressFormMsPerKeystroke),
    vsBareInput: ratioOf(typing.addressFormMsPerKeystroke, bare),
    rhfFormVsBareInput: ratioOf(typing.rhfAddressFormMsPerKeystroke, bare),
    plainFormVsBareInput: ratioOf(typing.plainFormInputMsPerKeystroke, bare),
    libraryFloorVsBareInput: ratioOf(typing.bareFormInputMsPerKeystroke, bare),
  };
}

/** The `## Typing` section of bench/RESULTS.md, heading included. `verdict` is the budget check's text. */
export function typingSection(typing: TypingFigure | undefined, verdict: string, measuredAlone?: string): string {
  if (!typing) {
    return '## Typing\n\nNo typing figures (Chromium missing?).';
  }
  const ratios = typingRatios(typing);
  const shown = (ratio: number | undefined) => `${ratio ?? '?'}×`;
  return [
    '## Typing',
    '',
    `In Chromium (production React), one keystroke (a ${typing.characters}-character text typed in 30 interleaved rounds per input; medians)${measuredAlone ? `, measured alone by \`npm run bench -- --only=typing\` on ${measuredAlone}` : ''}:`,
    '',
    '| input | ms per keystroke | × bare input | × the react-hook-form form |',
    '|---|---|---|---|',
    `| a bare uncontrolled React input | ${typing.bareInputMsPerKeystroke} | 1.0× | |`,
    `| one field registered with react-hook-form, nothing else (the library's floor) | ${typing.bareFormInputMsPerKeystroke} | ${shown(ratios.libraryFloorVsBareInput)} | |`,
    `| a plain uncontrolled input in a \`<form>\` of AddressForm's fields nested as it nests them, no library, no handler (the shape's own floor) | ${typing.plainFormInputMsPerKeystroke} | ${shown(ratios.plainFormVsBareInput)} | |`,
    `| **the budget's baseline**: "Address line 1" of a react-hook-form \`<form>\` of AddressForm's shape, no kit code (its fields, its zod/mini schema through \`zodResolver\`, registered and labelled controls, the country watched) | ${typing.rhfAddressFormMsPerKeystroke} | ${shown(ratios.rhfFormVsBareInput)} | 1.0× |`,
    `| AddressForm's "Address line 1" | ${typing.addressFormMsPerKeystroke} | ${shown(ratios.vsBareInput)} | **${shown(ratios.vsRhfForm)}** |`,
    '',
    `Each input is typed into in 30 rounds, interleaved with the others and the order rotated every round, after 5 warm-up rounds; the median round per page, then the median of the pages. **AddressForm costs ${shown(ratios.vsRhfForm)} the react-hook-form \`<form>\` of its shape — ${verdict}** (\`render.${KEYSTROKE_BUDGET_KEY}\` in \`bench/budgets.json\`): what the kit adds to a form any host would build with the same library. Against a bare uncontrolled input it costs ${shown(ratios.vsBareInput)}, but a plain input that only stands in a \`<form>\` of AddressForm's shape, with no library and no handler, already costs ${shown(ratios.plainFormVsBareInput)}, one react-hook-form field alone ${shown(ratios.libraryFloorVsBareInput)}, and the react-hook-form form of the shape ${shown(ratios.rhfFormVsBareInput)}: React's event dispatch visits every ancestor on each keystroke (a \`<form>\`'s properties are looked up among its controls by name first), and react-hook-form hands each keystroke to the form's other subscribers. Uncontrolled and without \`onValueChange\` (as here), AddressForm renders nothing and runs no subscription of its own on a keystroke.`,
  ].join('\n');
}

/** The README's headline line about typing. */
export function typingHeadline(typing: TypingFigure, budget: number | undefined): string {
  const ratios = typingRatios(typing);
  return `- a keystroke in AddressForm in Chromium: ${typing.addressFormMsPerKeystroke} ms, ${ratios.vsRhfForm ?? '?'}× a react-hook-form \`<form>\` of its shape without kit code (${typing.rhfAddressFormMsPerKeystroke} ms; budget ${budget ?? '?'}×) and ${ratios.vsBareInput ?? '?'}× a bare uncontrolled input (${typing.bareInputMsPerKeystroke} ms)`;
}
