import type { ComponentType, ReactNode } from 'react';
import type { ServerGridProps } from './TableView';
import type { RowModel } from './tableTypes';

/** What a list's choosing gives its grid: checkboxes on the rows, and the actions on those chosen. */
export interface RowChoice<R extends RowModel> {
  selection?: ServerGridProps<R>['selection'];
  actions?: ReactNode;
}

/**
 * A list's choosing and what it does with the rows chosen, handed to a page by the app: it keeps the
 * choice, renders the page's grid with it (`children`), and its own dialogs beside.
 */
export type RowChooser<R extends RowModel> = ComponentType<{
  rows: R[];
  children: (choice: RowChoice<R>) => ReactNode;
}>;
