import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './Accordion/Accordion.tsx';
import { Button } from './Button/Button.tsx';
import { Checkbox } from './Checkbox/Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup/CheckboxGroup.tsx';
import { ComboBox } from './ComboBox/ComboBox.tsx';
import { Dialog, Modal } from './Dialog/Dialog.tsx';
import { Divider } from './Divider/Divider.tsx';
import { Form } from './Form/Form.tsx';
import { GridList, GridListItem } from './GridList/GridList.tsx';
import { Heading } from './Heading/Heading.tsx';
import { IconButton } from './IconButton/IconButton.tsx';
import { Meter } from './Meter/Meter.tsx';
import { NumberField } from './NumberField/NumberField.tsx';
import { PasswordField } from './PasswordField/PasswordField.tsx';
import { PhoneField } from './PhoneField/PhoneField.tsx';
import { ProgressBar } from './ProgressBar/ProgressBar.tsx';
import { Radio, RadioGroup } from './RadioGroup/RadioGroup.tsx';
import { SearchField } from './SearchField/SearchField.tsx';
import { Select } from './Select/Select.tsx';
import { SelectItem } from './Select/SelectItem.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table/Table.tsx';
import { Tag, TagGroup } from './Tag/Tag.tsx';
import { TextArea } from './TextArea/TextArea.tsx';
import { TextField } from './TextField/TextField.tsx';
import { Tree } from './Tree/Tree.tsx';
import { VerificationCodeField } from './VerificationCodeField/VerificationCodeField.tsx';
import { CloseIcon } from '../icons/icons.tsx';

function renderEn(ui: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

describe('component refs', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('point at the button of Button and IconButton', () => {
    const button = createRef<HTMLButtonElement>();
    const iconButton = createRef<HTMLButtonElement>();
    renderEn(
      <>
        <Button ref={button}>Save</Button>
        <IconButton ref={iconButton} label="Close" icon={<CloseIcon />} />
      </>,
    );
    expect(button.current).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(iconButton.current).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('point at the input of each text-like field, so focus() puts the caret there', () => {
    const text = createRef<HTMLInputElement>();
    const area = createRef<HTMLTextAreaElement>();
    const password = createRef<HTMLInputElement>();
    const number = createRef<HTMLInputElement>();
    const search = createRef<HTMLInputElement>();
    const comboBox = createRef<HTMLInputElement>();
    const phone = createRef<HTMLInputElement>();
    const code = createRef<HTMLInputElement>();
    renderEn(
      <>
        <TextField ref={text} label="Name" />
        <TextArea ref={area} label="Message" />
        <PasswordField ref={password} label="Password" />
        <NumberField ref={number} label="Quantity" />
        <SearchField ref={search} label="Search" />
        <ComboBox ref={comboBox} label="City">
          <SelectItem id="sh">Shanghai</SelectItem>
        </ComboBox>
        <PhoneField ref={phone} label="Mobile" />
        <VerificationCodeField ref={code} label="Code" canSend={false} onSend={() => undefined} />
      </>,
    );
    const fields = [
      [text, screen.getByRole('textbox', { name: 'Name' })],
      [area, screen.getByRole('textbox', { name: 'Message' })],
      [password, screen.getByLabelText('Password')],
      [number, screen.getByRole('textbox', { name: 'Quantity' })],
      [search, screen.getByRole('searchbox', { name: 'Search' })],
      [comboBox, screen.getByRole('combobox', { name: 'City' })],
      [phone, screen.getByRole('textbox', { name: 'Mobile' })],
      [code, screen.getByRole('textbox', { name: 'Code' })],
    ] as const;
    for (const [ref, input] of fields) {
      expect(ref.current).toBe(input);
      act(() => ref.current?.focus());
      expect(input).toHaveFocus();
    }
    expect(area.current?.tagName).toBe('TEXTAREA');
  });

  it('point at the group of choice fields and at each option', () => {
    const checkbox = createRef<HTMLDivElement>();
    const checkboxGroup = createRef<HTMLDivElement>();
    const radioGroup = createRef<HTMLDivElement>();
    const radio = createRef<HTMLLabelElement>();
    const select = createRef<HTMLDivElement>();
    renderEn(
      <>
        <Checkbox ref={checkbox}>Agree</Checkbox>
        <CheckboxGroup ref={checkboxGroup} label="Days" options={[{ value: 'mon', label: 'Monday' }]} />
        <RadioGroup ref={radioGroup} label="Term">
          <Radio ref={radio} value="year">
            One year
          </Radio>
        </RadioGroup>
        <Select ref={select} label="Colour">
          <SelectItem id="red">Red</SelectItem>
        </Select>
      </>,
    );
    expect(checkbox.current).toContainElement(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(checkboxGroup.current).toBe(screen.getByRole('group', { name: 'Days' }));
    expect(radioGroup.current).toBe(screen.getByRole('radiogroup', { name: 'Term' }));
    expect(radio.current).toContainElement(screen.getByRole('radio', { name: 'One year' }));
    expect(select.current).toContainElement(screen.getByRole('button', { name: /Colour/ }));
  });

  it('point at the element of form, heading, divider, meter and progress bar', () => {
    const form = createRef<HTMLFormElement>();
    const heading = createRef<HTMLHeadingElement>();
    const divider = createRef<HTMLDivElement>();
    const meter = createRef<HTMLDivElement>();
    const progress = createRef<HTMLDivElement>();
    renderEn(
      <Form ref={form} aria-label="Profile">
        <Heading ref={heading} level={2}>
          Profile
        </Heading>
        <Divider ref={divider} />
        <Meter ref={meter} label="Storage" value={40} />
        <ProgressBar ref={progress} label="Upload" value={40} />
      </Form>,
    );
    expect(form.current).toBe(screen.getByRole('form', { name: 'Profile' }));
    expect(heading.current).toBe(screen.getByRole('heading', { level: 2, name: 'Profile' }));
    expect(divider.current).toBe(screen.getByRole('separator'));
    expect(meter.current).toBe(screen.getByRole('meter', { name: 'Storage' }));
    expect(progress.current).toBe(screen.getByRole('progressbar', { name: 'Upload' }));
  });

  it('point at the collections and their items', () => {
    const accordion = createRef<HTMLDivElement>();
    const accordionItem = createRef<HTMLDivElement>();
    const grid = createRef<HTMLDivElement>();
    const card = createRef<HTMLDivElement>();
    const tags = createRef<HTMLDivElement>();
    const tag = createRef<HTMLDivElement>();
    const tree = createRef<HTMLDivElement>();
    renderEn(
      <>
        <Accordion ref={accordion}>
          <AccordionItem ref={accordionItem} title="Question">
            Answer
          </AccordionItem>
        </Accordion>
        <GridList ref={grid} aria-label="Scenes">
          <GridListItem ref={card} id="a" textValue="Flat">
            Flat
          </GridListItem>
        </GridList>
        <TagGroup ref={tags} label="Filters">
          <Tag ref={tag} id="new">
            New
          </Tag>
        </TagGroup>
        <Tree ref={tree} aria-label="Folders" items={[{ id: 'root', label: 'All scenes' }]} />
      </>,
    );
    expect(accordion.current).toContainElement(accordionItem.current);
    expect(accordionItem.current).toContainElement(screen.getByRole('button', { name: 'Question' }));
    expect(grid.current).toBe(screen.getByRole('grid', { name: 'Scenes' }));
    expect(card.current).toBe(screen.getByRole('row', { name: 'Flat' }));
    expect(tags.current).toContainElement(screen.getByRole('grid', { name: 'Filters' }));
    expect(tag.current).toBe(screen.getByRole('row', { name: 'New' }));
    expect(tree.current).toBe(screen.getByRole('treegrid', { name: 'Folders' }));
  });

  it('point at the table and its parts, and the table is still marked busy while it loads', () => {
    const table = createRef<HTMLTableElement>();
    const header = createRef<HTMLTableSectionElement>();
    const column = createRef<HTMLTableCellElement>();
    const body = createRef<HTMLTableSectionElement>();
    const row = createRef<HTMLTableRowElement>();
    const cell = createRef<HTMLTableCellElement>();
    const orders = (isLoading: boolean) => (
      <Table ref={table} aria-label="Orders" isLoading={isLoading}>
        <TableHeader ref={header}>
          <Column ref={column} isRowHeader>
            Order
          </Column>
        </TableHeader>
        <TableBody ref={body}>
          <Row ref={row} id="1">
            <Cell ref={cell}>No. 1</Cell>
          </Row>
        </TableBody>
      </Table>
    );
    const { rerender } = renderEn(orders(false));
    const grid = screen.getByRole('grid', { name: 'Orders' });
    expect(table.current).toBe(grid);
    expect(header.current?.tagName).toBe('THEAD');
    expect(column.current).toBe(screen.getByRole('columnheader', { name: 'Order' }));
    expect(body.current?.tagName).toBe('TBODY');
    expect(row.current).toBe(screen.getByRole('row', { name: 'No. 1' }));
    expect(cell.current).toBe(screen.getByRole('rowheader', { name: 'No. 1' }));
    expect(grid).not.toHaveAttribute('aria-busy');
    rerender(<I18nProvider i18n={i18n}>{orders(true)}</I18nProvider>);
    expect(grid).toHaveAttribute('aria-busy', 'true');
  });

  it('point at the overlay and the dialog of an open modal', async () => {
    const modal = createRef<HTMLDivElement>();
    const dialog = createRef<HTMLElement>();
    renderEn(
      <Modal ref={modal} isOpen onOpenChange={() => undefined}>
        <Dialog ref={dialog} title="Rename scene">
          Name
        </Dialog>
      </Modal>,
    );
    const shown = await screen.findByRole('dialog', { name: 'Rename scene' });
    await waitFor(() => expect(dialog.current).toBe(shown));
    expect(modal.current).toContainElement(shown);
  });
});
