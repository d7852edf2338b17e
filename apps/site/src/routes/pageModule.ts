import type { ComponentType } from 'react';

/** Turns a page module (`export default function XPage`) into what a lazy route returns. */
export function pageModule(module: { default: ComponentType }): { Component: ComponentType } {
  return { Component: module.default };
}
