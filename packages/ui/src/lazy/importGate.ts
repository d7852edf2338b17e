/**
 * For tests of on-demand parts: a gate a mocked dynamic import waits at, so a test can look at the stand-in before
 * the part's code "arrives" and then let it through. Open until `close()`.
 */
export interface ImportGate {
  /** What a mocked module factory awaits. */
  wait(): Promise<void>;
  /** Holds the next imports back. */
  close(): void;
  /** Lets the held imports through. */
  open(): void;
}

export function createImportGate(): ImportGate {
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  return {
    wait: () => held,
    close() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    open: () => release(),
  };
}
