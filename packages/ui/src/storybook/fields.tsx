// Harnesses the field stories share: a required field in a form, and the plays of the invalid and disabled states.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../components/Box/Box.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { tabTo } from './plays.ts';
import { storyLocale, useSample } from './sample.ts';
import { StoryWidth, type StoryWidthName } from './StoryWidth.tsx';

/** Text in both of the stories' languages. */
export interface Localized<T> {
  zh: T;
  en: T;
}

type Canvas = ReturnType<typeof within>;

/** What a field play reads from Storybook's context. */
export interface FieldPlayContext {
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** The element a play checks: found by its role in the story, or by a query of its own. */
export type FieldTarget = string | ((canvas: Canvas) => HTMLElement);

function find(target: FieldTarget, canvasElement: HTMLElement): HTMLElement {
  const canvas = within(canvasElement);
  return typeof target === 'string' ? canvas.getByRole(target) : target(canvas);
}

/**
 * The localized messages the fields show when a required value is missing (their own, not the caller's), as a play
 * expects to read them: written out, so a message missing from a catalogue fails the story.
 */
/* eslint-disable lingui/no-unlocalized-strings -- expected text a play compares with, never shown */
export const requiredMessages = {
  blank: { zh: '此项不能为空。', en: 'This field cannot be blank.' },
  tick: { zh: '请勾选此项。', en: 'Please tick this box.' },
  selection: { zh: '请选择一项。', en: 'Please make a selection.' },
  atLeastOne: { zh: '请至少选择一项。', en: 'Select at least one.' },
} as const satisfies Record<string, Localized<string>>;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A story's field with its texts (label, description, value, error) from a sample in the story's language, at the
 * width of its column.
 */
export function sampledField<P extends object>(Field: ComponentType<P>, width: StoryWidthName) {
  function Sampled({ sample, ...props }: P & { sample: Localized<Partial<P>> }) {
    return <StoryWidth width={width}>{createElement(Field, { ...(props as P), ...useSample(sample) })}</StoryWidth>;
  }
  return Sampled;
}

export interface RequiredFormProps {
  /** The submit button's label. */
  submit: Localized<string>;
  /** The form's column, where the field does not frame itself. */
  width?: StoryWidthName;
  children: ReactNode;
}

/** A form holding a required field and a submit button; submitting only validates (nothing is sent). */
export function RequiredForm({ submit, width, children }: RequiredFormProps) {
  const label = useSample(submit);
  const form = (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack space="large">
        {children}
        <Box>
          <Button type="submit">{label}</Button>
        </Box>
      </Stack>
    </form>
  );
  return width ? <StoryWidth width={width}>{form}</StoryWidth> : form;
}

/** Tabs to the story's submit button, as a keyboard user does, and presses Enter. */
export async function submitByKeyboard(canvasElement: HTMLElement): Promise<void> {
  const submit = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]');
  await tabTo(submit ?? undefined);
  await userEvent.keyboard('{Enter}');
}

export interface InvalidCheck {
  /** How the element says it is invalid: its `aria-invalid`, react-aria's `data-invalid`, or neither. */
  mark?: 'aria-invalid' | 'data-invalid' | 'none';
  /** `contains`: the description holds more than the message (a group's own description). */
  description?: 'exact' | 'contains';
}

/** Checks `element` is marked invalid and described by `message` (waiting for validation to show it). */
export async function expectInvalid(
  element: HTMLElement,
  message: string,
  { mark = 'aria-invalid', description = 'exact' }: InvalidCheck = {},
): Promise<void> {
  if (mark !== 'none') await waitFor(() => expect(element).toHaveAttribute(mark, 'true'));
  await waitFor(() =>
    expect(element).toHaveAccessibleDescription(description === 'exact' ? message : expect.stringContaining(message)),
  );
}

export interface RequiredInFormOptions<TArgs> extends InvalidCheck {
  /** The required field, rendered from the story's args. */
  field: (args: TArgs) => ReactNode;
  submit: Localized<string>;
  width?: StoryWidthName;
  /** The element that carries the field's message (its input, trigger or group). */
  target: FieldTarget;
  /** The message submitting it empty shows: the field's own (`requiredMessages`) or the caller's. */
  message: keyof typeof requiredMessages | Localized<string>;
  /** Whether the failed submit moves the focus into the field (as a native form does). Default true. */
  takesFocus?: boolean;
  /** Checks before submitting. */
  before?: (target: HTMLElement, context: FieldPlayContext) => Promise<void>;
  /** Checks once the message shows (where the focus went, how the error clears). */
  after?: (target: HTMLElement, context: FieldPlayContext) => Promise<void>;
}

/**
 * A story of a required field in a form: submitting it empty by keyboard shows the field's localized message at
 * the field, and the focus goes to it.
 */
export function requiredInForm<TArgs>({
  field,
  submit,
  width,
  target,
  message,
  takesFocus = true,
  before,
  after,
  ...check
}: RequiredInFormOptions<TArgs>): {
  render: (args: TArgs) => ReactElement;
  play: (context: FieldPlayContext) => Promise<void>;
} {
  return {
    render: (args) => (
      <RequiredForm submit={submit} width={width}>
        {field(args)}
      </RequiredForm>
    ),
    play: async (context) => {
      const element = find(target, context.canvasElement);
      await before?.(element, context);
      await submitByKeyboard(context.canvasElement);
      const text = typeof message === 'string' ? requiredMessages[message] : message;
      await expectInvalid(element, text[storyLocale(context.globals)], check);
      if (takesFocus) await waitFor(() => expect(element.contains(document.activeElement)).toBe(true));
      await after?.(element, context);
    },
  };
}

/**
 * A long-text story: the field required and invalid, with the same long sample (its label, description and error)
 * in either language, so the Chinese and the English wrapping each have a story.
 */
export function longTextStory<
  TArgs extends { isInvalid?: boolean; isRequired?: boolean },
  S,
  A extends Partial<TArgs> = Record<never, never>,
>(
  Field: ComponentType<TArgs & { sample: Localized<S> }>,
  sample: S,
  args?: A,
): { args: { isInvalid: boolean; isRequired: boolean } & A; render: (args: TArgs) => ReactElement } {
  return {
    args: { isInvalid: true, isRequired: true, ...(args as A) },
    render: (storyArgs) => createElement(Field, { ...storyArgs, sample: { zh: sample, en: sample } }),
  };
}

/** A play checking the field is described by the description of `sample`, the one its story renders. */
export function playDescription(
  target: FieldTarget,
  sample: Localized<{ description?: ReactNode }>,
): (context: FieldPlayContext) => Promise<void> {
  return async ({ canvasElement, globals }) => {
    const description = sample[storyLocale(globals)].description;
    if (typeof description !== 'string') throw new Error('the sample has no description');
    await expect(find(target, canvasElement)).toHaveAccessibleDescription(description);
  };
}

/** A sample whose error message the story shows (a field's `errorMessage` prop). */
export type WithError = Localized<{ errorMessage?: ReactNode }>;

/** A play checking the field is invalid with the error message of `sample`, the one its story renders. */
export function playInvalid(
  target: FieldTarget,
  sample: WithError,
  check?: InvalidCheck,
): (context: FieldPlayContext) => Promise<void> {
  return async ({ canvasElement, globals }) => {
    const message = sample[storyLocale(globals)].errorMessage;
    if (typeof message !== 'string') throw new Error('the sample has no error message');
    await expectInvalid(find(target, canvasElement), message, check);
  };
}

/** A play checking the field is disabled and that Tab passes it by. */
export function playDisabled(target: FieldTarget): (context: FieldPlayContext) => Promise<void> {
  return async ({ canvasElement }) => {
    const element = find(target, canvasElement);
    await expect(element).toBeDisabled();
    await userEvent.tab();
    await expect(element).not.toHaveFocus();
  };
}
