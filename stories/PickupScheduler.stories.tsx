import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { PickupScheduler } from '../src';
import { pickupHandlers } from '../test/msw/pickups';
import { isBusinessDay, isWeekend, nextLosAngelesDate } from '../test/los-angeles-days';
import { bookElsewhere, buyLabels, syncSandboxClock } from './pickup-story-setup';
import { BLOCK_DOCS } from './docs/BlockDocsPage';

const meta = {
  title: 'Components/PickupScheduler',
  component: PickupScheduler,
  // The block's docs page: its TSDoc, props, states (these stories) and theming parts.
  tags: ['autodocs'],
  args: { onSchedule: fn(), onError: fn() },
  async beforeEach() {
    await syncSandboxClock();
  },
  parameters: {
    docs: {
      ...BLOCK_DOCS,
      description: {
        component:
          'Books a carrier pickup for labels already bought: the carrier account (carriers without pickups are shown disabled, with the reason), the labels, the location and a window typed in the location’s own time zone. The answer shows the confirmed window and cancel-by time in the pickup’s `timezone`, and the confirmation code to quote to the carrier, who alone can change or cancel it. The sandbox answers inside the browser; the pending and failing stories override it with `test/msw/pickups.ts`.',
      },
    },
  },
} satisfies Meta<typeof PickupScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function selectAll({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all labels' }, { timeout: 5_000 }));
}

async function openConfirmation({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Review the pickup' }));
  const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Book this pickup?' });
  // Radix mounts the dialog before its presence settles: wait until it is shown, as a person sees it.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function setDate({ canvas, userEvent }: PlayContext, date: string) {
  const input = canvas.getByLabelText(/^Date/);
  await userEvent.clear(input);
  await userEvent.type(input, date);
}

const root = ({ canvasElement }: PlayContext) => canvasElement.querySelector('[data-se-part="pickup-scheduler"]')!;

/** The form with two labels of Parcelwise waiting, the window in the sender’s zone (Los Angeles). */
export const Editing: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 2);
  },
  play: async (context) => {
    await selectAll(context);
    await expect(context.canvas.getByText('2 of 2 labels selected')).toBeVisible();
    // The zone in words, never its IANA id; each label with its recipient.
    await expect(context.canvas.getByText(/: Pacific (Standard|Daylight) Time\.$/)).toBeVisible();
    await expect(context.canvas.queryByText(/America\/Los_Angeles/)).toBeNull();
    await expect(context.canvas.getAllByText('To Grace Hopper, Brooklyn')).toHaveLength(2);
    await expect(context.canvas.getByRole('option', { name: 'Bluebird Post: no pickups through this service' })).toBeDisabled();
    await expect(root(context)).toHaveAttribute('data-state', 'editing');
  },
};

/** What is wrong is said on each field, before anything is sent. */
export const Invalid: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 1);
  },
  play: async (context) => {
    await context.canvas.findByRole('checkbox', { name: 'Select all labels' }, { timeout: 5_000 });
    const end = context.canvas.getByLabelText(/^Available until/);
    await context.userEvent.clear(end);
    await context.userEvent.type(end, '08:00');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Review the pickup' }));
    await expect(await context.canvas.findByText('Choose at least one label to hand over.')).toBeVisible();
    await expect(context.canvas.getByText('"Available until" must be later than "Ready from".')).toBeVisible();
  },
};

/** The confirmation states what is booked and that it is final. */
export const Confirming: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 2);
  },
  play: async (context) => {
    await selectAll(context);
    const dialog = await openConfirmation(context);
    await waitFor(() => expect(within(dialog).getByText('2 labels')).toBeVisible());
    await expect(within(dialog).getByText(/cannot be cancelled or changed here/)).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'confirming');
  },
};

/** The request is in flight: the button is busy and Escape does not close the dialog. */
export const Scheduling: Story = {
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.schedulePending());
    await buyLabels('parcelwise', 1);
  },
  play: async (context) => {
    await selectAll(context);
    const dialog = await openConfirmation(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    await waitFor(() => expect(root(context)).toHaveAttribute('data-state', 'scheduling'));
    await context.userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** The booking failed (HTTP 500): shown in the dialog, which can send it again. */
export const RequestFailed: Story = {
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.scheduleFails(500));
    await buyLabels('parcelwise', 1);
  },
  play: async (context) => {
    await selectAll(context);
    const dialog = await openConfirmation(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try booking again' })).toBeVisible();
    await expect(context.args.onError).toHaveBeenCalled();
  },
};

/** Booked: the confirmed window and cancel-by time in the pickup’s zone, the code and how to change it. */
export const Scheduled: Story = {
  async beforeEach() {
    await buyLabels('parcelwise', 2);
  },
  play: async (context) => {
    await selectAll(context);
    await setDate(context, nextLosAngelesDate(isBusinessDay));
    const dialog = await openConfirmation(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    await expect(await context.canvas.findByRole('heading', { name: 'Pickup booked' }, { timeout: 5_000 })).toHaveFocus();
    await expect(context.canvas.getByText(/^Pacific (Standard|Daylight) Time$/)).toBeVisible();
    await expect(context.canvas.getByText(/^PW-[0-9A-F]{8}$/)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: 'Copy the confirmation code' })).toBeVisible();
    await expect(context.args.onSchedule).toHaveBeenCalledOnce();
  },
};

/** A weekend window: the carrier refuses with messages, and says what to change. */
export const RefusedWeekend: Story = {
  async beforeEach() {
    await buyLabels('kestrel', 1);
  },
  play: async (context) => {
    await context.userEvent.selectOptions(
      await context.canvas.findByRole('combobox', { name: /Carrier account/ }, { timeout: 5_000 }),
      context.canvas.getByRole('option', { name: /^Kestrel Express/ }),
    );
    await selectAll(context);
    await setDate(context, nextLosAngelesDate(isWeekend));
    const dialog = await openConfirmation(context);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Book the pickup' }));
    const alert = await context.canvas.findByRole('alert', undefined, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('The carrier does not pick up on weekends.');
    await expect(root(context)).toHaveAttribute('data-state', 'refused');
  },
};

/** No label of the account waits for a pickup. */
export const NoLabels: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No bought labels of this account are waiting/, undefined, { timeout: 5_000 })).toBeVisible();
  },
};

/** Carrier accounts cannot be loaded: a retryable error. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.accountsFail(500));
  },
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert', undefined, { timeout: 5_000 })).toBeVisible();
    await expect(root(context)).toHaveAttribute('data-state', 'error');
  },
};

/** In French, dark: the zone is named in French too. */
export const FrenchDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  async beforeEach() {
    await buyLabels('parcelwise', 1);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Sélectionner toutes les étiquettes' }, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByText(/: heure .*du Pacifique nord-américain\.$/)).toBeVisible();
    await expect(canvas.queryByText(/America\/Los_Angeles/)).toBeNull();
    // The browser shows its date and time inputs in its own language: the window is said in French.
    await expect(canvas.getByText(/^Choisi : .* 09:00\s–\s17:00$/)).toBeVisible();
    // The zone list names the zone by its city and its clock, in French.
    await expect(canvas.getByRole('combobox', { name: /^Fuseau horaire/ })).toHaveDisplayValue(/^Los Angeles \(heure du Pacifique/);
  },
};

/**
 * In French, a label another session already put on a pickup, on an API without a list of
 * pickups: the carrier's English refusal is said in French.
 */
export const RefusedAlreadyOnPickupFrench: Story = {
  globals: { locale: 'fr' },
  async beforeEach({ msw }) {
    msw.use(pickupHandlers.noPickupList());
    const { labels, accountId } = await buyLabels('parcelwise', 1);
    await bookElsewhere(labels, accountId, nextLosAngelesDate(isBusinessDay));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Sélectionner toutes les étiquettes' }, { timeout: 5_000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier l’enlèvement' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réserver l’enlèvement' }));
    const alert = await canvas.findByRole('alert', undefined, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(/fait déjà partie d’un enlèvement confirmé/);
    await expect(alert).not.toHaveTextContent(/already on a confirmed pickup/);
  },
};
