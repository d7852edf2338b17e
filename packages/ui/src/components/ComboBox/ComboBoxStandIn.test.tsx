import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useHandoff } from '../../lazy/handoff.ts';
import { SelectItem } from '../Select/SelectItem.tsx';
import { ComboBox } from './ComboBox.tsx';
import { ComboBoxStandIn } from './ComboBoxStandIn.tsx';

const countries = [
  { id: 'CN', name: 'China' },
  { id: 'JP', name: 'Japan' },
  { id: 'JM', name: 'Jamaica' },
];

/** The stand-in until `loaded`, then the real combo box, sharing one hand-over record (as the distributor form). */
function Country({ loaded, onNeeded }: { loaded: boolean; onNeeded: () => void }) {
  const handoffRef = useHandoff();
  return loaded ? (
    <ComboBox label="Country" isRequired defaultItems={countries} defaultSelectedKey="CN" handoffRef={handoffRef}>
      {(option) => (
        <SelectItem id={option.id} textValue={option.name}>
          {option.name}
        </SelectItem>
      )}
    </ComboBox>
  ) : (
    <ComboBoxStandIn label="Country" isRequired inputValue="China" handoffRef={handoffRef} onNeeded={onNeeded} />
  );
}

function renderCountry(loaded: boolean, onNeeded = vi.fn()) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <Country loaded={loaded} onNeeded={onNeeded} />
    </I18nProvider>,
  );
  return {
    onNeeded,
    load: () =>
      view.rerender(
        <I18nProvider i18n={i18n}>
          <Country loaded onNeeded={onNeeded} />
        </I18nProvider>,
      ),
  };
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('ComboBoxStandIn', () => {
  it('is named and valued as the combo box it stands for', () => {
    renderCountry(false);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('China');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show suggestions Country' })).toHaveAttribute('tabindex', '-1');
  });

  it(
    'asks for the code when reached, and the real input carries on with focus and what was typed',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { onNeeded, load } = renderCountry(false);
      const standIn = screen.getByRole('combobox', { name: 'Country' });
      await user.click(standIn);
      expect(onNeeded).toHaveBeenCalled();
      await user.clear(standIn);
      await user.type(standIn, 'Ja');
      load();
      const input = await waitFor(() => {
        const real = screen.getByRole('combobox', { name: 'Country' });
        expect(real).not.toBe(standIn);
        return real;
      });
      await waitFor(() => expect(input).toHaveFocus());
      expect(input).toHaveValue('Ja');
      const list = await screen.findByRole('listbox');
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Japan', 'Jamaica']);
    },
  );

  it('hands over a press of the chevron as an open list', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { load } = renderCountry(false);
    await user.click(screen.getByRole('button', { name: 'Show suggestions Country' }));
    load();
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus());
  });
});
