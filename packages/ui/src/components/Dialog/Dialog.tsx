import { createElement, lazy, Suspense, use, useEffect, useState, type ReactNode, type Ref } from 'react';
import type { DialogProps as AriaDialogProps, ModalOverlayProps } from 'react-aria-components';
import { whenIdle } from '../../runtime/idle.ts';
import type { DialogSize } from '../../tokens/values.ts';
import { DialogViewContext } from './dialogView.ts';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** One of the spec's dialog widths: message 403, detail 680, bindCamera 705, invite 750, wide (min 868). */
  size?: DialogSize;
  /**
   * A blocking modal (payment waiting, must-answer questions): neither Escape nor an outside click closes it;
   * only the dialog's own actions do. Pair with `<Dialog hideCloseButton>` when there is no way out at all.
   */
  isBlocking?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export interface DialogProps extends Omit<AriaDialogProps, 'className' | 'style' | 'children'> {
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Actions along the bottom, usually Cancel and a primary Button. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Hide the close (×) button, for dialogs that must be answered. */
  hideCloseButton?: boolean;
  ref?: Ref<HTMLElement>;
}

/*
 * react-aria-components' dialog module imports its menu module (for dialogs opened from menus), which brings the
 * collection and selection machinery, overlays and focus scopes: about 35 kB gzip that a screen showing no dialog
 * does not need. So a modal's parts load (React.lazy) when it first opens, or when the browser is idle after a
 * closed one has rendered; a closed modal renders nothing, as react-aria's does.
 */
const loadParts = () => import('./DialogParts.tsx');
const ModalView = lazy(() => loadParts().then((parts) => ({ default: parts.ModalView })));
const DialogView = lazy(() => loadParts().then((parts) => ({ default: parts.DialogView })));
/**
 * Resolves once the parts are in: what an opened modal waits for before it renders (the stories' `dialogOf` waits
 * for it too, rather than for a time).
 */
export const modalPartsLoaded = (): Promise<void> => loadParts().then(() => undefined);
/** Starts loading the parts; a failure is left to the opening, which tries again. */
const preloadParts = () => {
  loadParts().catch(() => undefined);
};

/**
 * The overlay and the sized panel. Dismissable by Escape always, by an outside click unless told otherwise, and
 * not at all when `isBlocking`. Focus moves in on open, stays inside, and returns to the trigger on close (RAC).
 * Opened by its `isOpen` / `defaultOpen`, or by the `DialogTrigger` around it.
 */
export function Modal(props: ModalProps) {
  // Inside a DialogTrigger (no open props) the trigger's state decides, so the parts are needed at once.
  const byProps = props.isOpen !== undefined || props.defaultOpen !== undefined;
  const [opened, setOpened] = useState(!byProps || props.isOpen === true || props.defaultOpen === true);
  if (!opened && props.isOpen === true) setOpened(true);
  // A closed modal fetches its parts when the browser is next idle, so opening it rarely waits for them.
  useEffect(() => (opened ? undefined : whenIdle(preloadParts)), [opened]);
  if (!opened) return null;
  // Once opened the parts stay mounted, so a closing modal plays its exit and restores focus as react-aria does.
  return (
    <Suspense fallback={null}>
      <ModalView {...props} />
    </Suspense>
  );
}

/** The panel's content: a heading, the close button unless hidden, the body and the footer's actions. */
export function Dialog(props: DialogProps) {
  // Inside an open Modal its parts are in, and the modal hands the panel over: no second suspension.
  const view = use(DialogViewContext);
  if (view) return createElement(view, props);
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
