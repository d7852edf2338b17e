// Product patterns: site chrome, dialogs, forms, trees, tables and cards of the spec.
export {};
