import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

const names = ['Pro', 'Minion', 'Lite'];

function Cameras(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Camera types">
        {names.map((name) => (
          <Tab key={name} id={name.toLowerCase()}>
            {name}
          </Tab>
        ))}
      </TabList>
      {names.map((name) => (
        <TabPanel key={name} id={name.toLowerCase()}>
          {`${name} cameras`}
          {name === 'Lite' ? <button type="button">Add</button> : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects the first tab without a key and names the panel by its tab', () => {
    render(<Cameras />);
    const [pro, minion] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Camera types' })).toBeInTheDocument();
    expect(pro).toHaveAttribute('aria-selected', 'true');
    expect(pro).toHaveAttribute('tabindex', '0');
    expect(minion).toHaveAttribute('aria-selected', 'false');
    expect(minion).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Pro' });
    expect(pro).toHaveAttribute('aria-controls', panel.id);
    expect(minion).not.toHaveAttribute('aria-controls');
    // Only the selected panel is rendered; without tabbable content it takes focus itself.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(panel).toHaveAttribute('tabindex', '0');
  });

  it('arrow keys move and select (wrapping), Home and End jump; Tab leaves for the panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Cameras onSelectionChange={onSelectionChange} />);
    const [pro, minion, lite] = screen.getAllByRole('tab');
    await user.tab();
    expect(pro).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(minion).toHaveFocus();
    expect(minion).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('minion');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Minion cameras');
    await user.keyboard('{End}');
    expect(lite).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pro).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(lite).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(pro).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Pro' })).toHaveFocus();
  });

  it('a panel with tabbable content is not a tab stop itself', async () => {
    render(<Cameras defaultSelectedKey="lite" />);
    expect(screen.getByRole('tabpanel', { name: 'Lite' })).not.toHaveAttribute('tabindex');
  });

  it('manual activation selects with Enter or Space; a click selects', async () => {
    const user = userEvent.setup();
    render(<Cameras keyboardActivation="manual" />);
    const [pro, minion, lite] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(minion).toHaveFocus();
    expect(pro).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(minion).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(lite).toHaveAttribute('aria-selected', 'true');
    await user.click(pro);
    expect(pro).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Cameras disabledKeys={['minion']} />);
    const [pro, minion, lite] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    expect(minion).toHaveAttribute('aria-disabled', 'true');
    await user.click(minion);
    expect(pro).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(lite).toHaveFocus();
  });

  it('controlled: follows selectedKey', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [key, setKey] = useState<string | number>('lite');
      return (
        <>
          <Cameras selectedKey={key} onSelectionChange={setKey} />
          <button type="button" onClick={() => setKey('pro')}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Lite' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Minion' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Minion cameras');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
  });

  it('link tabs go to their address through the router, by click and by arrow key', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Tabs selectedKey="qa">
          <TabList aria-label="Support topics">
            <Tab id="app" href="/service/app">
              App
            </Tab>
            <Tab id="qa" href="/service/qa">
              Questions
            </Tab>
          </TabList>
          <TabPanel id="qa">Answers</TabPanel>
        </Tabs>
      </RouterProvider>,
    );
    const [app, qa] = screen.getAllByRole('tab');
    expect(app?.tagName).toBe('A');
    expect(app).toHaveAttribute('href', '/service/app');
    expect(qa).toHaveAttribute('aria-selected', 'true');
    await user.click(app as HTMLElement);
    expect(navigate).toHaveBeenLastCalledWith('/service/app', undefined);
    navigate.mockClear();
    (qa as HTMLElement).focus();
    await user.keyboard('{ArrowLeft}');
    expect(app).toHaveFocus();
    expect(navigate).toHaveBeenCalledWith('/service/app', undefined);
  });
});
