import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup.tsx';
import { selectAllState, toggleAll } from './selectAll.ts';

describe('selectAllState', () => {
  it('is none, some or all over the changeable options', () => {
    expect(selectAllState([], ['a', 'b'])).toBe('none');
    expect(selectAllState(['b'], ['a', 'b'])).toBe('some');
    expect(selectAllState(['b', 'a'], ['a', 'b'])).toBe('all');
  });

  it('ignores ticked options that cannot change', () => {
    expect(selectAllState(['locked'], ['a', 'b'])).toBe('none');
    expect(selectAllState(['locked', 'a', 'b'], ['a', 'b'])).toBe('all');
  });

  it('is none when nothing can change', () => {
    expect(selectAllState(['a'], [])).toBe('none');
  });
});

describe('toggleAll', () => {
  it('ticks every changeable option unless all are ticked, then unticks them', () => {
    expect(toggleAll([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleAll(['b'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(toggleAll(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('keeps options that cannot change as they are', () => {
    expect(toggleAll(['locked'], ['a', 'b'])).toEqual(['locked', 'a', 'b']);
    expect(toggleAll(['locked', 'a', 'b'], ['a', 'b'])).toEqual(['locked']);
  });
});

const options: CheckboxOption[] = [
  { value: 'view', label: 'View scene' },
  { value: 'edit', label: 'Edit hotspots' },
  { value: 'download', label: 'Download data', isDisabled: true },
];

describe('CheckboxGroup select all', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  function renderGroup(props: Partial<Parameters<typeof CheckboxGroup>[0]> = {}) {
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <CheckboxGroup label="Permissions" options={options} showSelectAll onChange={onChange} {...props} />
      </I18nProvider>,
    );
    return { onChange, all: screen.getByRole('checkbox', { name: 'Select all' }) };
  }

  it('follows the group: unticked, indeterminate, ticked', async () => {
    const user = userEvent.setup();
    const { all, onChange } = renderGroup();
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'View scene' }));
    expect(all).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Edit hotspots' }));
    expect(all).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['view', 'edit']);
  });

  it('is not one of the group values', async () => {
    const user = userEvent.setup();
    const { all, onChange } = renderGroup();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['view', 'edit']);
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('follows a controlled value', () => {
    const { all } = renderGroup({ value: ['edit', 'view'] });
    expect(all).toBeChecked();
  });

  it('changes nothing while the group is read-only', async () => {
    const user = userEvent.setup();
    const { all, onChange } = renderGroup({ isReadOnly: true, defaultValue: ['view'] });
    await user.click(all);
    expect(onChange).not.toHaveBeenCalled();
    expect(all).toBePartiallyChecked();
  });
});
