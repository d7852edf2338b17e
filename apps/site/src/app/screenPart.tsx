import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Marks a screen part's placeholder while its chunk arrives (the story tests wait for none to be left). */
export const PART_PENDING_ATTRIBUTE = 'data-screen-part-pending';

/**
 * The fallback of a dialog loaded when it opens (`React.lazy`): nothing shows while its chunk arrives, but the
 * marker says a part is on its way, so a story waits for the dialog rather than for a time.
 */
export function PartPending() {
  return <span hidden {...{ [PART_PENDING_ATTRIBUTE]: '' }} />;
}

/** The chunk loads of every screen part whose screen's module has been evaluated. */
const partLoads = new Set<() => Promise<unknown>>();

/**
 * Loads every screen part of the screens loaded so far. A screen drawn on the server for a session renders its
 * parts in place (the server loads them first), and the browser loads them before hydrating it, so both draw the
 * parts rather than their skeletons.
 */
export async function loadScreenParts(): Promise<void> {
  await Promise.all([...partLoads].map((load) => load()));
}

/**
 * A part of a screen that shows the screen's data (its table, tree or the sections below the first view) in a chunk
 * of its own, so the screen's first load carries only its frame, its data requests and a skeleton.
 *
 * `usePrefetch`, called by the screen, starts the download when the screen mounts, beside the data's requests, so
 * the part adds no wait of its own; `Part` renders the part once its chunk has arrived and `placeholder` (a still
 * skeleton of the part's size) until then. `Part` is not a `React.lazy` component on purpose: React holds back what a
 * Suspense boundary reveals until 300 ms after its fallback showed, which kept the scene list off the screen that
 * long after both its chunk and its data had arrived. A chunk that fails to load is thrown to the route's error
 * boundary.
 */
export function screenPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  placeholder: ReactNode,
) {
  let arrived: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const once = () =>
    (loading ??= load().then((module) => {
      arrived = module.default;
      return module.default;
    }));
  partLoads.add(once);

  function Part(props: Props) {
    const [component, setComponent] = useState<ComponentType<Props> | null>(() => arrived);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      once().then(
        (loaded) => {
          if (live) setComponent(() => loaded);
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (failure) throw failure.error;
    if (!component) return <div {...{ [PART_PENDING_ATTRIBUTE]: '' }}>{placeholder}</div>;
    return createElement(component, props);
  }

  return {
    Part,
    usePrefetch(): void {
      useEffect(() => {
        // A failure shows where the part renders (Part throws it to the error boundary).
        once().catch(() => undefined);
      }, []);
    },
  };
}
