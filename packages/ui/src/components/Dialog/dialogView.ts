import { createContext, type ComponentType } from 'react';
import type { DialogProps } from './Dialog.tsx';

/** The loaded panel, which an open `Modal` gives the `Dialog` inside it (so the panel renders without suspending). */
export const DialogViewContext = createContext<ComponentType<DialogProps> | null>(null);
