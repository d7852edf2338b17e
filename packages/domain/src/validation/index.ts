export * from './account.ts';
export * from './contact.ts';
export * from './forms.ts';
export * from './invoice.ts';
export * from './reasons.ts';
export * from './sensitive.ts';
export * from './text.ts';
export * from './address.ts';
