import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { RepeatedItems } from './RepeatedItems';

// A route of stops, each a city; a new stop starts in the country of the last one, as the steps'
// new packages and items take the last one's units.
const RouteSchema = z.object({ stops: z.array(z.object({ city: z.string(), country: z.string() })) });
type RouteValues = z.infer<typeof RouteSchema>;

function Route({ defaultValues }: { defaultValues: RouteValues }) {
  const { register, getValues, control } = useForm<RouteValues>({ defaultValues, resolver: zodResolver(RouteSchema) });
  const stops = useFieldArray({ control, name: 'stops' });
  return (
    <form aria-label="Route">
      <RepeatedItems
        items={stops}
        newItem={() => ({ city: '', country: getValues().stops.at(-1)?.country ?? '' })}
        addLabel="Add a stop"
        removeLabel={(index) => `Remove stop ${index + 1}`}
        addPart="route-add-stop"
        removePart="route-remove-stop"
      >
        {({ index, removeButton }) => (
          <fieldset>
            <legend>{`Stop ${index + 1}`}</legend>
            <label>
              City
              <input {...register(`stops.${index}.city`)} />
            </label>
            <label>
              Country
              <input {...register(`stops.${index}.country`)} />
            </label>
            {removeButton}
          </fieldset>
        )}
      </RepeatedItems>
    </form>
  );
}

const stop = (index: number) => within(screen.getByRole('group', { name: `Stop ${index}` }));

describe('RepeatedItems', () => {
  it('offers no remove button while only one item is left', () => {
    render(<Route defaultValues={{ stops: [{ city: 'Lyon', country: 'FR' }] }} />);
    expect(screen.getByRole('group', { name: 'Stop 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a stop' })).toHaveAttribute('type', 'button');
  });

  it('appends the item newItem gives, after the others, with a remove button on each', async () => {
    const user = userEvent.setup();
    render(<Route defaultValues={{ stops: [{ city: 'Lyon', country: 'FR' }] }} />);
    await user.click(screen.getByRole('button', { name: 'Add a stop' }));

    expect(stop(2).getByRole('textbox', { name: 'City' })).toHaveValue('');
    expect(stop(2).getByRole('textbox', { name: 'Country' })).toHaveValue('FR');
    expect(stop(1).getByRole('button', { name: 'Remove stop 1' })).toBeInTheDocument();
    expect(stop(2).getByRole('button', { name: 'Remove stop 2' })).toBeInTheDocument();
  });

  it('moves focus to the add button when an item goes, and the others keep what was typed', async () => {
    const user = userEvent.setup();
    render(
      <Route
        defaultValues={{
          stops: [
            { city: 'Lyon', country: 'FR' },
            { city: 'Turin', country: 'IT' },
            { city: 'Graz', country: 'AT' },
          ],
        }}
      />,
    );
    await user.type(stop(3).getByRole('textbox', { name: 'City' }), ' Hbf');
    await user.click(stop(2).getByRole('button', { name: 'Remove stop 2' }));

    expect(screen.getByRole('button', { name: 'Add a stop' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Stop 3' })).not.toBeInTheDocument();
    expect(stop(1).getByRole('textbox', { name: 'City' })).toHaveValue('Lyon');
    expect(stop(2).getByRole('textbox', { name: 'City' })).toHaveValue('Graz Hbf');

    await user.click(stop(1).getByRole('button', { name: 'Remove stop 1' }));
    expect(screen.getByRole('button', { name: 'Add a stop' })).toHaveFocus();
    expect(stop(1).getByRole('textbox', { name: 'City' })).toHaveValue('Graz Hbf');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('names its buttons for host styling beside the generic button part', async () => {
    const user = userEvent.setup();
    render(<Route defaultValues={{ stops: [{ city: 'Lyon', country: 'FR' }] }} />);
    const add = screen.getByRole('button', { name: 'Add a stop' });
    await user.click(add);

    expect(add).toHaveAttribute('data-se-part', 'button');
    expect(add).toHaveAttribute('data-se-button', 'route-add-stop');
    const remove = stop(2).getByRole('button', { name: 'Remove stop 2' });
    expect(remove).toHaveAttribute('data-se-part', 'button');
    expect(remove).toHaveAttribute('data-se-button', 'route-remove-stop');
    expect(remove).toHaveAttribute('data-variant', 'secondary');
  });
});
