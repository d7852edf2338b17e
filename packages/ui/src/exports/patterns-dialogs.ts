// Product patterns: the spec's commerce and camera dialogs.
export {};
