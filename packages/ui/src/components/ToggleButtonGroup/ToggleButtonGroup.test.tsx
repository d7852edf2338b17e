import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup.tsx';

const periods = ['Daily', 'Monthly', 'Yearly'];

function Periods({ disabledKey, ...props }: ToggleButtonGroupProps & { disabledKey?: string }) {
  return (
    <>
      <button type="button">Before</button>
      <ToggleButtonGroup aria-label="Billing period" {...props}>
        {periods.map((name) => (
          <ToggleButton key={name} id={name.toLowerCase()} isDisabled={name.toLowerCase() === disabledKey}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <button type="button">After</button>
    </>
  );
}

const radios = () => screen.getAllByRole('radio') as [HTMLElement, HTMLElement, HTMLElement];
const checked = () => radios().map((radio) => radio.getAttribute('aria-checked'));

describe('ToggleButtonGroup', () => {
  it('renders a named radio group of native buttons', () => {
    render(<Periods defaultSelectedKeys={['monthly']} />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    expect(group).not.toHaveAttribute('aria-disabled');
    for (const radio of radios()) {
      expect(radio.tagName).toBe('BUTTON');
      expect(radio).toHaveAttribute('type', 'button');
    }
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeInTheDocument();
    expect(checked()).toEqual(['false', 'true', 'false']);
  });

  it('is named by aria-labelledby, and an icon-only option by its label', () => {
    render(
      <>
        <span id="view-label">View</span>
        <ToggleButtonGroup aria-labelledby="view-label" defaultSelectedKeys={['list']}>
          <ToggleButton id="list" label="List view">
            <svg aria-hidden="true" />
          </ToggleButton>
          <ToggleButton id="cover" label="Cover view">
            <svg aria-hidden="true" />
          </ToggleButton>
        </ToggleButtonGroup>
      </>,
    );
    expect(screen.getByRole('radiogroup', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List view', checked: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cover view', checked: false })).toBeInTheDocument();
  });

  it('is one Tab stop: the selected option, back to it after arrowing away and leaving', async () => {
    const user = userEvent.setup();
    render(<Periods defaultSelectedKeys={['yearly']} />);
    const [daily, monthly, yearly] = radios();
    expect([daily, monthly, yearly].map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
    await user.tab();
    await user.tab();
    expect(yearly).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(daily).toHaveFocus();
    // The focused option holds the Tab stop, so Tab leaves the group rather than reaching the selected option.
    expect(daily.tabIndex).toBe(0);
    expect(yearly.tabIndex).toBe(-1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(yearly.tabIndex).toBe(0);
    await user.tab({ shift: true });
    expect(yearly).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('makes the first enabled option the Tab stop when nothing (enabled) is selected', () => {
    const { unmount } = render(<Periods disabledKey="daily" />);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
    expect(checked()).toEqual(['false', 'false', 'false']);
    unmount();
    render(<Periods disabledKey="daily" defaultSelectedKeys={['daily']} />);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the Tab stop to the first enabled option when the selected one becomes disabled', () => {
    const { rerender } = render(<Periods selectedKeys={['yearly']} />);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
    rerender(<Periods selectedKeys={['yearly']} disabledKey="yearly" />);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    expect(checked()).toEqual(['false', 'false', 'true']);
  });

  it('moves focus with the arrow keys without selecting, stopping at the ends and skipping disabled options', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Periods defaultSelectedKeys={['daily']} disabledKey="monthly" onSelectionChange={onSelectionChange} />);
    const [daily, , yearly] = radios();
    await user.tab();
    await user.tab();
    expect(daily).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(yearly).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(daily).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(daily).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(yearly).toHaveFocus();
    expect(checked()).toEqual(['true', 'false', 'false']);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('selects with Enter, Space and click, reporting a set of one key', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Periods defaultSelectedKeys={['daily']} onSelectionChange={onSelectionChange} />);
    const [daily, monthly, yearly] = radios();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    expect(daily).toHaveAttribute('aria-checked', 'false');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['monthly']));
    await user.keyboard('{ArrowRight} ');
    expect(yearly).toHaveAttribute('aria-checked', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['yearly']));
    await user.click(daily);
    expect(checked()).toEqual(['true', 'false', 'false']);
    expect(onSelectionChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the selected option selected when pressed again (disallowEmptySelection by default)', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Periods defaultSelectedKeys={['monthly']} onSelectionChange={onSelectionChange} />);
    const [, monthly] = radios();
    await user.click(monthly);
    monthly.focus();
    await user.keyboard('{Enter} ');
    expect(monthly).toHaveAttribute('aria-checked', 'true');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('clears the selection on pressing the selected option when empty selection is allowed', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Periods
        defaultSelectedKeys={['monthly']}
        disallowEmptySelection={false}
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(radios()[1]);
    expect(checked()).toEqual(['false', 'false', 'false']);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
  });

  it('does not select or focus a disabled option', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Periods defaultSelectedKeys={['daily']} disabledKey="yearly" onSelectionChange={onSelectionChange} />);
    const yearly = radios()[2];
    expect(yearly).toBeDisabled();
    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-checked', 'false');
    expect(yearly).not.toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('disables every option of a disabled group and leaves no Tab stop in it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Periods isDisabled defaultSelectedKeys={['daily']} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    for (const radio of radios()) expect(radio).toBeDisabled();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.click(radios()[1]);
    expect(checked()).toEqual(['true', 'false', 'false']);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('follows selectedKeys when controlled, selecting only through the owner', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    function Owner() {
      const [period, setPeriod] = useState<Key>('daily');
      return (
        <>
          <Periods
            selectedKeys={[period]}
            onSelectionChange={(keys) => {
              onSelectionChange(keys);
              const [next] = [...keys];
              if (next !== undefined && next !== 'yearly') setPeriod(next);
            }}
          />
          <button type="button" onClick={() => setPeriod('yearly')}>
            Pick yearly
          </button>
        </>
      );
    }
    render(<Owner />);
    await user.click(radios()[1]);
    expect(checked()).toEqual(['false', 'true', 'false']);
    // The owner refuses "yearly": the selection stays where the owner keeps it.
    await user.click(radios()[2]);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['yearly']));
    expect(checked()).toEqual(['false', 'true', 'false']);
    await user.click(screen.getByRole('button', { name: 'Pick yearly' }));
    expect(checked()).toEqual(['false', 'false', 'true']);
    expect(radios()[2].tabIndex).toBe(0);
  });
});
