// The one seat rule the public event card needs, in a module of its own: the card is on every events page's first view,
// and contract/assembly.ts (its schemas) is not.
/** The public event card shows the seats left only when fewer than this remain. */
export const FEW_SEATS_LEFT = 20;
