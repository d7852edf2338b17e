import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { PressEvent } from 'react-aria-components';

/** Where focus goes when a list opens: its first item, its last, or the chosen one (a pointer press). */
export type OpenFocus = 'first' | 'last' | null;

/**
 * What a stand-in trigger saw before the real control's code arrived, for the real control to carry on: focus
 * stays where it was, and a press opens the list as soon as it exists.
 */
export interface Handoff {
  /** The stand-in had focus when the real control replaced it. */
  focused: boolean;
  /** The stand-in was pressed: open with this focus. Absent when it was not pressed. */
  open?: OpenFocus;
  /** Text typed into a stand-in input (a combo box's), for the real input to carry on with. */
  inputValue?: string;
}

/** A fresh hand-over record, kept by the component that swaps the stand-in for the real control. */
export function useHandoff(): RefObject<Handoff> {
  return useRef<Handoff>({ focused: false });
}

/**
 * For the stand-in: records whether it had focus as it leaves the document, and gives the press and key handlers
 * of a list trigger (a press opens on the chosen item, or on the first for the keyboard; Arrow Down / Up open on
 * the first / last), each noting the wish and asking for the code through `request`.
 */
export function useStandIn<E extends HTMLElement>(handoffRef: RefObject<Handoff>, request: () => void) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const handoff = handoffRef.current;
    // Runs while the stand-in is still in the document, just before the real control replaces it.
    return () => {
      handoff.focused = element !== null && element.ownerDocument.activeElement === element;
    };
  }, [handoffRef]);
  const ask = (open: OpenFocus) => {
    handoffRef.current.open = open;
    request();
  };
  return {
    ref,
    onPress: (event: PressEvent) =>
      ask(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : null),
    onKeyDown: (event: KeyboardEvent & { continuePropagation?: () => void }) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        ask(event.key === 'ArrowDown' ? 'first' : 'last');
      } else {
        event.continuePropagation?.();
      }
    },
    /** Focus or a pointer over the stand-in: the code is likely needed soon. */
    onFocus: request,
    onHoverStart: request,
  };
}

/** What the stand-in left, cleared so that it is carried out once. */
function takeHandoff(handoff: Handoff): Handoff {
  const taken = { ...handoff };
  handoff.focused = false;
  handoff.open = undefined;
  handoff.inputValue = undefined;
  return taken;
}

/**
 * For the real control: takes over focus and a pending press from the stand-in it replaced. `open` opens the
 * control's list with the given focus; `ready` says the list can open (a Select's items are collected after its
 * first render, and it does not open empty).
 */
export function useTakeOver<E extends HTMLElement>(
  handoffRef: RefObject<Handoff> | undefined,
  open: ((focus: OpenFocus) => void) | undefined,
  ready = true,
  /** Carries on with text typed into the stand-in. */
  type?: (inputValue: string) => void,
) {
  const ref = useRef<E>(null);
  // Runs again when `open` changes identity, but only the first run finds something to take over.
  useEffect(() => {
    const handoff = handoffRef?.current;
    // A collection component (Select, ComboBox) renders its children once more in a detached tree to learn its
    // items: only the copy in the document takes over.
    if (!handoff || !ready || !ref.current?.isConnected) return;
    const { focused, open: pending, inputValue } = takeHandoff(handoff);
    if (!focused && pending === undefined && inputValue === undefined) return;
    // Focus left with the stand-in (it is on the body now); if the visitor has since moved on, it stays where it is.
    const active = ref.current.ownerDocument.activeElement;
    if (active && active !== ref.current.ownerDocument.body) return;
    // Focus first, so the list gives it back to the trigger when it closes.
    ref.current?.focus({ preventScroll: true });
    if (inputValue !== undefined && type) type(inputValue);
    else if (pending !== undefined) open?.(pending);
  }, [handoffRef, open, ready, type]);
  return ref;
}
