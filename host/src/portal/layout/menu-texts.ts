// The menu's own texts (docs/product/shell.md#when-an-area-cannot-be-loaded); plain constants, so the browser tests
// can import them too.

/**
 * Shown in the menu while the declaration of a remote with no record in the release registry could not be read
 * (its items are missing).
 */
export const MENU_ITEMS_MISSING =
  'Some parts of the portal could not be loaded; their menu items are missing.';

/** The accessible description of a menu item whose part of the portal could not be loaded. */
export const MENU_ITEM_UNAVAILABLE = 'Unavailable: this part of the portal could not be loaded just now.';
