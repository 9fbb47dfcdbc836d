import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * Fewer, larger files on the first load (issue #27). Left to itself the bundler cuts what every page
 * shares into some sixty small files, each a request of its own before the page can draw. The groups:
 * - `base`: what the sign-in page (login.html) and the signed-in shell both run (React, emotion, MUI's
 *   core): one file, and never anything the sign-in page does not run;
 * - `shell`: the rest of what every signed-in page runs before its own content: the app's entry and
 *   the guarded shell (app bar, sidebar, session), statically imported;
 * - `later`: the libraries the shell loads on first use (its menus, tooltips, phone drawer, the top
 *   layouts), short of `base` and `shell`: MUI's Popper, Modal, Menu and the like, in one file rather
 *   than ten, for the first opening;
 * - `popups`: the part of `later` a list page's first paint imports (see LIST_PAINT), so that page does
 *   not fetch the menus, drawers and modals with it;
 * - `fields`: an outlined field's parts, which the sign-in page, the forms and TextField all draw;
 * - `table`: our `TableView` with MUI's table parts, loaded by the desktop's lists only (never on a
 *   phone, issue #33); `x-internals`: what MUI X's date pickers share among themselves;
 * - `lists`: what a grid page runs beside its own module, short of the above: the list of cards, its
 *   chips, the grid's state and filters, in one file rather than some fifteen (a phone's list page
 *   within issue #33's 25 requests). Only what nothing else imports: a page without a list (the
 *   dashboard, the tree) never downloads the lists for a text field or a Chip.
 * What a page or a dialog loads lazily is split as before, so no page pays for another's grid or charts.
 * The contract is left out, and zod with it: its barrel statically reaches every route and schema,
 * though a page runs only the few it uses, so a group following it would put every page's schemas here.
 * Its generated call addresses are the exception: zod-free, they go with the start that runs them.
 */
const ROOT = import.meta.dirname;
const LOGIN_ENTRY = resolve(ROOT, 'src/login/main.tsx');
/** The sign-in page's entry only waits for its first frame, then imports this. */
const LOGIN_MOUNT = resolve(ROOT, 'src/login/mount.tsx');
const APP_ENTRY = resolve(ROOT, 'src/main.tsx');
const SHELL = resolve(ROOT, 'src/app/layouts/GuardedShell.tsx');
/** The desktop's table with its toolbar, which ServerGrid loads from `sm` up. */
const TABLE_VIEW = resolve(ROOT, 'src/ui/TableView.tsx');
/** The shell's parts that load on first use (`import()`), each with what it imports. */
const LATER = [
  'src/app/shell/UserMenuList.tsx',
  'src/app/shell/NotificationMenu.tsx',
  'src/app/shell/MobileDrawerPanel.tsx',
  'src/app/layouts/TopLayout.tsx',
  'src/ui/HintPopup.tsx',
].map((file) => resolve(ROOT, file));
/**
 * An outlined field's parts (FormControl, InputLabel, OutlinedInput, FormHelperText), which forms and
 * TextField share: in one file, not split three ways by which page draws which of them.
 */
const FIELD_PARTS = resolve(ROOT, 'src/ui/FormTextField.tsx');
/** A list page's shared parts: the cards (or the table, lazily), the list's state and its filters. */
const LIST_PARTS = [
  'src/ui/CardList.tsx',
  'src/ui/ServerGrid.tsx',
  'src/ui/serverGrid.ts',
  'src/ui/tableTypes.ts',
  'src/ui/FilterSelect.tsx',
  'src/ui/DateFilterField.tsx',
].map((file) => resolve(ROOT, file));
/**
 * What a list page draws first: its parts, the table and the filters' select it loads at once. Their
 * static imports among `later`'s libraries (Tooltip and the MenuItem a Select lists, with their roving
 * focus) go in `popups`: the menus, drawers and modals they open load later (lazy-overlays.ts makes the
 * Select's menu and the Tooltip's popper load when first opened).
 */
const LIST_PAINT = [...LIST_PARTS, TABLE_VIEW, resolve(ROOT, 'src/ui/FilterSelectField.tsx')];
/**
 * Small parts nearly every page draws, which import only what `base` and `shell` hold: in `shell`, a few
 * hundred bytes each, rather than a file of their own that is one more request on each page (issue #33).
 */
const PAGE_PARTS = [
  'src/ui/PageHeader.tsx',
  'src/ui/format.ts',
  'src/ui/formatMoney.ts',
  'src/ui/formatNumber.ts',
  'src/ui/useWidth.ts',
].map((file) => resolve(ROOT, file));
/**
 * The sign-out, which the user menu and the external's bar both run, with the stores' reset it alone
 * imports: in `shell`, a few hundred bytes, rather than a file of their own fetched beside the menu when it
 * first opens (issue #33).
 */
const SIGN_OUT = ['src/api/useSignOut.ts', 'src/store/reset.ts'].map((file) => resolve(ROOT, file));
/**
 * The helper that lazy-overlays.ts puts in the Tooltip and the Select, a few hundred bytes that import
 * only React: in `shell` (`base` were the sign-in page to run it), rather than a file of its own fetched
 * by every list page and beside the user menu when it first opens.
 */
const LAZY_SLOT = resolve(ROOT, 'src/ui/lazySlot.tsx');
/** The shell's own modules: its bars and menus, the lazily loaded ones included. */
const SHELL_PARTS = resolve(ROOT, 'src/app/shell/');
const CONTRACT = resolve(ROOT, '../../packages/contract/');
/**
 * The generated call addresses (`npm run gen:addresses`): zod-free by construction, so the walk enters
 * them as it enters the app's own modules, and those the start runs go in its files, not one file each.
 */
const ADDRESSES = resolve(CONTRACT, 'src/addresses/');
const contractFiles = (files: string[]) => files.map((file) => resolve(CONTRACT, 'src', file));
/**
 * The contract's few zod-free modules that the start runs (its texts, menu, roles, the stored user's
 * checks): in the group that runs them rather than a file each. Only these: a module listed here that
 * imported zod would bring zod to every page, which the page budget (e2e/tests/page-budget.spec.ts) sees.
 */
const BASE_CONTRACT = contractFiles(['dates.ts', 'palettes.ts', 'constants.ts', 'route.ts']);
const SHELL_CONTRACT = contractFiles([
  'menu.ts',
  'role-names.ts',
  'mfa-methods.ts',
  'theme-check.ts',
  'socket.ts',
  'routes/notification-kinds.ts',
  'claims/texts.ts',
  'client-view.ts',
]);

/**
 * The call addresses that pages loaded apart share (the users' with the tree view and the report, the
 * buildings' with the report, the claims' with the desk): in `shell`, a few hundred bytes, rather than a
 * file of their own that is one more request on each of those pages. Another page's own stay in its file.
 */
const SHARED_ADDRESSES = contractFiles([
  'addresses/users.ts',
  'addresses/buildings.ts',
  'addresses/claims.ts',
]);

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/**
 * Every module `from` runs before it can start: its static imports, recursively, short of the contract
 * but for its call addresses.
 */
function staticClosure(ctx: ChunkingContext, from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || (id.startsWith(CONTRACT) && !id.startsWith(ADDRESSES))) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/**
 * The numbered pager's items, which CardList loads when a list first draws its pager (the desk's, the
 * external's): not in `lists`, but what they share with the grid's pager alone (its first- and last-page
 * icons) is, rather than a file of a few hundred bytes that every grid page fetched (issue #33 item 4).
 */
const LIST_PAGER = resolve(ROOT, '../../node_modules/@mui/material/PaginationItem/PaginationItem.mjs');

const listedOfPass = new WeakMap<ModuleInfo, Map<string, boolean>>();

/**
 * Whether `id` runs only for the lists: a list part itself, or a module whose every importer runs only
 * for them (recursively, so a library's inner file follows its entry file). A cycle counts as listed.
 * The table counts with them: it loads only from the lists (ServerGrid, on the desktop), so what the
 * two share alone, e.g. the pager's last-page icon, costs a list page nothing in `lists` and saves a
 * phone's list a request (issue #33).
 */
function onlyListed(ctx: ChunkingContext, pass: ModuleInfo, id: string): boolean {
  let known = listedOfPass.get(pass);
  if (!known) listedOfPass.set(pass, (known = new Map()));
  const seen = known.get(id);
  if (seen !== undefined) return seen;
  if (LIST_PARTS.includes(id)) return true;
  known.set(id, true);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const forList = (by: string) => onlyListed(ctx, pass, by) || by === LIST_PAGER;
  const listed =
    importers.length > 0 &&
    importers.every((by) => forList(by) || onlyTable(ctx, pass, by)) &&
    importers.some(forList);
  known.set(id, listed);
  return listed;
}

const tableOfPass = new WeakMap<ModuleInfo, Map<string, boolean>>();

/**
 * Whether `id` runs only for the desktop's table: our view, or a module whose every importer runs only
 * for it (our table, MUI's table parts).
 */
function onlyTable(ctx: ChunkingContext, pass: ModuleInfo, id: string): boolean {
  let known = tableOfPass.get(pass);
  if (!known) tableOfPass.set(pass, (known = new Map()));
  const seen = known.get(id);
  if (seen !== undefined) return seen;
  if (id === TABLE_VIEW) return true;
  known.set(id, true);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const table = importers.length > 0 && importers.every((by) => onlyTable(ctx, pass, by));
  known.set(id, table);
  return table;
}

const groupsOfPass = new WeakMap<
  ModuleInfo,
  {
    login: Set<string>;
    app: Set<string>;
    later: Set<string>;
    listPaint: Set<string>;
    fields: Set<string>;
    lists: Set<string>;
  }
>();

/** One module's group in the client build (`base`, `shell`, `later`, `popups`…), or none. */
export function chunkGroup(id: string, ctx: ChunkingContext): string | null {
  const entry = ctx.getModuleInfo(APP_ENTRY);
  // The prerender build of the sign-in page has neither entry: it keeps the default.
  if (!entry || !ctx.getModuleInfo(LOGIN_ENTRY)) return null;
  if (BASE_CONTRACT.includes(id)) return 'base';
  if (SHELL_CONTRACT.includes(id)) return 'shell';
  let groups = groupsOfPass.get(entry);
  if (!groups) {
    groups = {
      login: staticClosure(ctx, [LOGIN_ENTRY, LOGIN_MOUNT]),
      app: staticClosure(ctx, [APP_ENTRY, SHELL]),
      later: staticClosure(ctx, LATER),
      listPaint: staticClosure(ctx, LIST_PAINT),
      fields: staticClosure(ctx, [FIELD_PARTS]),
      lists: staticClosure(ctx, [...LIST_PARTS, LIST_PAGER]),
    };
    groupsOfPass.set(entry, groups);
  }
  // The app's entry renders the app when it runs: in a shared file, any page importing that file
  // (the sign-in page included) would render a second app. It stays in its own entry file.
  if (id === APP_ENTRY) return null;
  if (id === LAZY_SLOT) return groups.login.has(id) ? 'base' : 'shell';
  // The table in a file of its own name, so the page budget can see that a phone never fetches it, with
  // what only it imports (see onlyTable).
  if (onlyTable(ctx, entry, id)) return 'table';
  // What MUI X's date pickers share, in one small file of its own rather than in whichever picker's file
  // came first, which the others then imported.
  if (id.includes('/node_modules/@mui/x-internals/')) return 'x-internals';
  if (groups.app.has(id)) return groups.login.has(id) ? 'base' : 'shell';
  if (SHARED_ADDRESSES.includes(id) || PAGE_PARTS.includes(id) || SIGN_OUT.includes(id)) return 'shell';
  // The sign-in page draws these fields too: what they import is in `base` or here, never in `shell`.
  if (groups.fields.has(id) && id.includes('/node_modules/')) return 'fields';
  // An icon the shell's menus draw and another module too: a few hundred bytes each, which the menu, the
  // page and the sign-in page drawing it each fetched as a file of its own (the user menu opened with three, the settings
  // menu with one, issue #33). With what the sign-in page runs when it draws one, else with the shell.
  const icon = id.includes('/@mui/icons-material/');
  const iconOf = icon ? (ctx.getModuleInfo(id)?.importers ?? []) : [];
  if (iconOf.length > 1 && iconOf.some((by) => by.startsWith(SHELL_PARTS))) {
    return groups.login.has(id) ? 'base' : 'shell';
  }
  // Libraries only: the shell's own lazy parts stay in their files, loaded when each is first used.
  // Never one the sign-in page runs: `later` imports from `shell`, which the sign-in page must not load.
  // Nor an icon: a page drawing the user menu's Person icon would download all of `later` for it.
  const library = id.includes('/node_modules/') && !icon;
  if (groups.later.has(id) && !groups.login.has(id) && library) {
    return groups.listPaint.has(id) ? 'popups' : 'later';
  }
  // The lists' parts, the app's own and libraries alike: the roots, and what only the lists import.
  return groups.lists.has(id) && !groups.login.has(id) && onlyListed(ctx, entry, id) ? 'lists' : null;
}
