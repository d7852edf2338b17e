// Product patterns: invoice dialogs, invoice titles and the invoice list.
export {};
