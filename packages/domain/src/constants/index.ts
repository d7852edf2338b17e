export * from './business.ts';
export * from './capacity.ts';
export * from './content.ts';
export * from './ids.ts';
export * from './limits.ts';
export * from './points.ts';
export * from './request.ts';
