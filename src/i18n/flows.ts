// The visitor flows' words (membership and event dialogs): loaded with the flows, not with every public page.
import type { Widen } from './en';
import { flows } from './en/flows';

export type FlowsCatalog = Widen<typeof flows>;

export const flowsCopy: FlowsCatalog = flows;
